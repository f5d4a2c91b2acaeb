import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import {
  chosenOptions,
  decodeChoices,
  encodeChoices,
  type FormItem,
  GENDERS,
  isQuestion,
  orderedItems,
  TICKED,
} from '@cenacle/shared-domain/registration/rules';

/** Answers by question id, as the participant form edits them (a blank one: unanswered). */
export type AnswerValues = Readonly<Record<string, string>>;

/** The items of a session's form that take an answer, in their order. */
export const questionsOf = (items: readonly FormItem[]): FormItem[] => orderedItems(items).filter(isQuestion);

/** A saved participant's answers by question id. */
export const answersOf = (participant: Pick<Participant, 'questions'>): AnswerValues =>
  Object.fromEntries(participant.questions.map((answer) => [answer.id.value, answer.value]));

/**
 * The answers the request carries (spec §5: only non-empty answers are sent), in the form's order:
 * answers to questions no longer on the form are not sent again (decision 029).
 */
export function answersToRequest(
  questions: readonly FormItem[],
  answers: AnswerValues,
): { id: { value: string }; value: string }[] {
  return questions.flatMap((item) => {
    const value = answers[item.id] ?? '';
    return value.trim() === '' ? [] : [{ id: { value: item.id }, value }];
  });
}

/** Ticks or unticks one option of a CHECKBOX question; the answer lists the ticked ones in the form's order. */
export function tickOption(item: FormItem, value: string, option: string, ticked: boolean): string {
  const current = new Set(chosenOptions(item, value));
  if (ticked) current.add(option.trim());
  else current.delete(option.trim());
  return encodeChoices(item.options.filter((o) => current.has(o.trim())));
}

/** How an answer reads in the preview: words for codes and ticks, chosen options joined; null when unanswered. */
export type AnswerReading =
  | { readonly kind: 'none' }
  | { readonly kind: 'ticked' }
  | { readonly kind: 'gender'; readonly gender: (typeof GENDERS)[number] }
  | { readonly kind: 'text'; readonly text: string };

export function readAnswer(item: FormItem, value: string | undefined): AnswerReading {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  if (item.type === 'GENDER') {
    const gender = GENDERS.find((g) => g === trimmed);
    return gender ? { kind: 'gender', gender } : { kind: 'text', text: trimmed };
  }
  if (item.type === 'CHECKBOX' && item.options.length === 0) {
    return trimmed === TICKED ? { kind: 'ticked' } : { kind: 'text', text: trimmed };
  }
  if (item.type === 'CHECKBOX') return { kind: 'text', text: decodeChoices(trimmed).join(', ') };
  return { kind: 'text', text: value ?? '' };
}
