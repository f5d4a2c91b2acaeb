/**
 * Field errors of a registration, named the way the form asks for them. The contract's check (in the
 * browser and on the server) names an answer by its place in the request (`questions.2.value`) and a
 * child as `children.0.age`; the server's own rules name an answer by its question
 * (`questions[<id>]`) and may write `children[0].age`. The form asks `questions.<id>` and
 * `children.<index>.<field>`.
 */

export type FieldErrors = Readonly<Record<string, string>>;

const BY_INDEX = /^questions\.(\d+)(?:\.(?:value|id))?$/;
const BY_ID = /^questions\[([^\]]+)\]$/;
const BRACKETS = /\[(\d+)\]/g;

/** The form's name of a request field; `sentQuestions` are the ids of the answers sent, in order. */
export function formFieldOf(field: string, sentQuestions: readonly string[]): string {
  const byIndex = BY_INDEX.exec(field);
  if (byIndex) {
    const id = sentQuestions[Number(byIndex[1])];
    return id ? `questions.${id}` : 'questions';
  }
  const byId = BY_ID.exec(field);
  if (byId) return `questions.${byId[1]}`;
  return field.replace(BRACKETS, '.$1');
}

/** Every error under the form's name of its field; the first error of a field wins. */
export function toFormErrors(errors: FieldErrors, sentQuestions: readonly string[]): FieldErrors {
  const named: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) named[formFieldOf(field, sentQuestions)] ??= key;
  return named;
}

/** The form's name of a question's error. */
export const questionField = (questionId: string): string => `questions.${questionId}`;

/** The form's name of a child field's error. */
export const childField = (index: number, field: 'firstname' | 'lastname' | 'age'): string =>
  `children.${index}.${field}`;
