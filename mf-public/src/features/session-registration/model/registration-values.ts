/**
 * What the visitor typed into the public registration form, and the request it becomes. Pure: the
 * page, its tests and the price preview share it.
 */

/** A child entry as typed: the age stays text until it is sent. */
export interface ChildDraft {
  /** Stable React key of the entry (entries are added and removed). */
  readonly key: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly age: string;
}

export interface RegistrationValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  /** Question id → answer, as the form holds it (blank: not answered). */
  readonly questions: Readonly<Record<string, string>>;
  readonly children: readonly ChildDraft[];
  /** The honeypot: hidden from people, filled by bots; the server ignores a filled one. */
  readonly website: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstname: '',
  lastname: '',
  email: '',
  level: '',
  questions: {},
  children: [],
  website: '',
};

/** The registration request (contract `ParticipantRegistrationSchema`) before its check. */
export interface RegistrationInput {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly questions: readonly { readonly id: string; readonly value: string }[];
  readonly children: readonly {
    readonly firstname: string;
    readonly lastname: string;
    readonly age: number | null;
  }[];
  readonly website: string;
}

/** Spec §5: spaces are stripped from the e-mail address before it is sent. */
export const withoutSpaces = (email: string): string => email.replace(/\s+/g, '');

/** A typed age: a whole number, or null (the contract then names the field). */
export function ageOf(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The answers worth sending: only non-empty ones (spec §5), in the form's order of questions. */
export function answersOf(
  answers: Readonly<Record<string, string>>,
  questionOrder: readonly string[],
): { id: string; value: string }[] {
  return questionOrder.flatMap((id) => {
    const value = answers[id]?.trim() ?? '';
    return value ? [{ id, value }] : [];
  });
}

export function toRegistrationInput(
  values: RegistrationValues,
  questionOrder: readonly string[],
): RegistrationInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: withoutSpaces(values.email),
    level: values.level,
    questions: answersOf(values.questions, questionOrder),
    children: values.children.map((child) => ({
      firstname: child.firstname.trim(),
      lastname: child.lastname.trim(),
      age: ageOf(child.age),
    })),
    website: values.website,
  };
}

/** Spec §4: the register button waits for a first name, a last name and an e-mail address. */
export function canRegister(values: Pick<RegistrationValues, 'firstname' | 'lastname' | 'email'>): boolean {
  return Boolean(values.firstname.trim() && values.lastname.trim() && withoutSpaces(values.email));
}

export function addChild(children: readonly ChildDraft[]): ChildDraft[] {
  const key = children.reduce((max, child) => Math.max(max, child.key), 0) + 1;
  return [...children, { key, firstname: '', lastname: '', age: '' }];
}

export function changeChild(
  children: readonly ChildDraft[],
  key: number,
  change: Partial<Omit<ChildDraft, 'key'>>,
): ChildDraft[] {
  return children.map((child) => (child.key === key ? { ...child, ...change } : child));
}

export function removeChild(children: readonly ChildDraft[], key: number): ChildDraft[] {
  return children.filter((child) => child.key !== key);
}
