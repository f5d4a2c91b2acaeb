/**
 * Personal data in events (decision 007): names, e-mail addresses, logins and phone numbers are
 * sealed with a key per person before they enter the log. Once the person is erased (the key
 * destroyed), each sealed field reads as its placeholder: a value that still passes the event's
 * schema, so every reader and read model keeps working, and that the browser shows as a translated
 * "erased person". Pure, no zod: the browser imports `ERASED_MARK` and `isErased`.
 */

/** What an erased name or free text reads as. */
export const ERASED_MARK = '[erased]';

/** The placeholder of an erased e-mail address: a valid address no mail can reach (RFC 2606 `.invalid`). */
export const erasedEmail = (subjectId: string): string => `${subjectId}@erased.invalid`;

/** The placeholder of an erased login: unique per person, as logins are. */
export const erasedLogin = (subjectId: string): string => `erased-${subjectId}`;

/** True for a value that is a placeholder of erased personal data (names, logins, e-mails, texts). */
export function isErased(value: string | null | undefined): boolean {
  if (!value) return false;
  return value === ERASED_MARK || value.endsWith('@erased.invalid') || /^erased-[0-9a-f-]{36}$/.test(value);
}

/** What one personal field reads as once erased, from its value at writing time and whose it is. */
export type ErasedValue<V> = (value: V, subjectId: string) => V;

/** Ready-made placeholders for the usual kinds of personal field. */
export const erased = {
  name: (() => ERASED_MARK) as ErasedValue<string>,
  text: (() => ERASED_MARK) as ErasedValue<string>,
  phone: (() => ERASED_MARK) as ErasedValue<string>,
  email: ((_value: string, subjectId: string) => erasedEmail(subjectId)) as ErasedValue<string>,
  login: ((_value: string, subjectId: string) => erasedLogin(subjectId)) as ErasedValue<string>,
  /** A record of texts (a mail's parameters): the keys stay, every value is erased. */
  texts: ((value: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.keys(value).map((k) => [k, ERASED_MARK]))) as ErasedValue<
    Readonly<Record<string, string>>
  >,
};

/**
 * An event type's personal data: whose it is (`subject`, a person's id) and, per top-level field
 * that holds it, what the field reads as once that person is erased. Nullable fields may be null;
 * a null value is left as it is.
 */
export interface PersonalDataDeclaration<D> {
  // Method syntax on purpose: a catalog holds declarations of every data type (bivariant parameters).
  subject(data: D): string;
  readonly fields: { readonly [K in keyof D]?: ErasedValue<NonNullable<D[K]>> };
}

/**
 * What the command bus hands the event store with an event whose personal fields must be sealed:
 * whose they are and what each reads as once erased (the field names are its keys).
 */
export interface PersonalPart {
  readonly subject: string;
  readonly erased: Readonly<Record<string, unknown>>;
}

/** Computes the sealing instruction of one event's data from its type's declaration. */
export function personalPart<D>(declaration: PersonalDataDeclaration<D>, data: D): PersonalPart | null {
  const subject = declaration.subject(data);
  const placeholders: Record<string, unknown> = {};
  for (const [field, placeholder] of Object.entries(declaration.fields) as [
    keyof D & string,
    ErasedValue<unknown> | undefined,
  ][]) {
    const value = data[field];
    if (value === null || value === undefined || !placeholder) continue;
    placeholders[field] = placeholder(value, subject);
  }
  return Object.keys(placeholders).length === 0 ? null : { subject, erased: placeholders };
}
