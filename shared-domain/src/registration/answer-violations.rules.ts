/** Which answers a session's form refuses (browser-safe). */
import type { AnswerValue } from './price-sum.rules.ts';
import {
  decodeChoices,
  type FormItem,
  GENDERS,
  isDisplayItem,
  isQuestion,
  isSingleLine,
  MAX_AGE_ANSWER,
  orderedItems,
  type RegistrationForm,
  reindexed,
  TICKED,
} from './registration.rules.ts';
/* ------------------------------------------------------------------------------------------------
 * Which answers a form refuses
 * --------------------------------------------------------------------------------------------- */

export interface AnswerViolation {
  /** `questions[<questionId>]`, the field the public page and the participant form show it by. */
  readonly field: string;
  /** A constraint name the clients translate as `error.<name>`. */
  readonly message: AnswerViolationMessage;
}

/**
 * NotBlank: a required question has no answer; Pattern: the value is not one the question takes
 * (an option, a gender, an age); UnknownQuestion: no such question on the form (or it is a display
 * item); Duplicate: the same question answered twice.
 */
export const ANSWER_VIOLATION_MESSAGES = ['NotBlank', 'Pattern', 'UnknownQuestion', 'Duplicate'] as const;
export type AnswerViolationMessage = (typeof ANSWER_VIOLATION_MESSAGES)[number];

export const questionField = (questionId: string): string => `questions[${questionId}]`;

const AGE_ANSWER = /^\d{1,3}$/;

/** Why `value` is no answer to `item`, or null when it is one. `value` is non-blank. */
function valueViolation(item: FormItem, value: string): AnswerViolationMessage | null {
  const trimmed = value.trim();
  switch (item.type) {
    case 'RADIO':
    case 'PRICE':
      return item.options.some((o) => o.trim() === trimmed) ? null : 'Pattern';
    case 'CHECKBOX': {
      if (item.options.length === 0) return trimmed === TICKED ? null : 'Pattern';
      const options = new Set(item.options.map((o) => o.trim()));
      const chosen = decodeChoices(value);
      return chosen.length > 0 && chosen.every((label) => options.has(label)) ? null : 'Pattern';
    }
    case 'GENDER':
      return (GENDERS as readonly string[]).includes(trimmed) ? null : 'Pattern';
    case 'AGE':
      return AGE_ANSWER.test(trimmed) && Number(trimmed) <= MAX_AGE_ANSWER ? null : 'Pattern';
    case 'TEXT':
      return isSingleLine(trimmed) ? null : 'Pattern';
    case 'LONG_TEXT':
      return null;
    default:
      return 'UnknownQuestion';
  }
}

export interface AnswerCheck {
  /**
   * Whether a required question must be answered: true for the public form. Staff registering or
   * correcting someone by hand record what they know, so they may leave one blank (decision 029);
   * every answer they do give is checked as the public form's is.
   */
  readonly requireAnswers: boolean;
}

/**
 * What is wrong with a registration's answers to a form, one violation per question at most:
 * required questions unanswered (unless `requireAnswers` is false), answers to questions the form
 * does not have (display items included), the same question twice, and values the question does
 * not take. Blank answers count as unanswered. An empty list: the answers fit the form.
 */
export function answerViolations(
  form: Pick<RegistrationForm, 'items'>,
  answers: readonly AnswerValue[],
  { requireAnswers }: AnswerCheck = { requireAnswers: true },
): AnswerViolation[] {
  const items = new Map(form.items.map((item) => [item.id, item]));
  const violations: AnswerViolation[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  const report = (id: string, message: AnswerViolationMessage) => {
    if (reported.has(id)) return;
    reported.add(id);
    violations.push({ field: questionField(id), message });
  };
  for (const answer of answers) {
    const item = items.get(answer.id);
    if (!item || !isQuestion(item)) {
      report(answer.id, 'UnknownQuestion');
      continue;
    }
    if (seen.has(answer.id)) {
      report(answer.id, 'Duplicate');
      continue;
    }
    seen.add(answer.id);
    if (answer.value.trim() === '') continue;
    const wrong = valueViolation(item, answer.value);
    if (wrong) report(answer.id, wrong);
  }
  if (!requireAnswers) return violations;
  for (const item of orderedItems(form.items)) {
    if (!item.required || !isQuestion(item)) continue;
    const answered = answers.some((a) => a.id === item.id && a.value.trim() !== '');
    if (!answered) report(item.id, 'NotBlank');
  }
  return violations;
}

/* ------------------------------------------------------------------------------------------------
 * What a form may hold
 * --------------------------------------------------------------------------------------------- */

export interface FormViolation {
  /** `items[<position>].<field>`, the editor's field. */
  readonly field: string;
  /** A constraint name: Duplicate (an item id twice), Size (a RADIO or PRICE without options). */
  readonly message: 'Duplicate' | 'Size';
}

/**
 * What a saved form may not hold: two items with one id, or a single-choice question (RADIO,
 * PRICE) with no option to choose. Checked by the contract (field errors) and the decider alike.
 */
export function formViolations(items: readonly Pick<FormItem, 'id' | 'type' | 'options'>[]): FormViolation[] {
  const violations: FormViolation[] = [];
  const ids = new Set<string>();
  items.forEach((item, position) => {
    if (ids.has(item.id)) violations.push({ field: `items[${position}].id`, message: 'Duplicate' });
    ids.add(item.id);
    if ((item.type === 'RADIO' || item.type === 'PRICE') && item.options.length === 0) {
      violations.push({ field: `items[${position}].options`, message: 'Size' });
    }
  });
  return violations;
}

/** The form as it is stored: items in order, numbered 0..n-1, display items never required. */
export function normalizedItems(items: readonly FormItem[]): FormItem[] {
  return reindexed(orderedItems(items)).map((item) =>
    isDisplayItem(item.type) ? { ...item, required: false } : item,
  );
}
