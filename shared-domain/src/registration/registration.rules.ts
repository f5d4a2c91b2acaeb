/**
 * The registration context's pure rules: what a session's registration form holds and how choice
 * answers travel. Prices are in `price-sum.rules.ts`, answer checks in `answer-violations.rules.ts`.
 * Browser-safe (no zod): the public page and the server run the same functions.
 */
import type { Authority } from '../common/authorities.ts';

/** Item types of a registration form (spec §3 "Registration form item"). */
export const FORM_ITEM_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'CHECKBOX',
  'RADIO',
  'INFO',
  'TITLE',
  'DESCRIPTION',
  'PRICE',
  'GENDER',
  'AGE',
] as const;
export type FormItemType = (typeof FORM_ITEM_TYPES)[number];

/** Items that only show text: they take no answer and are never required. */
export const DISPLAY_ITEM_TYPES = ['INFO', 'TITLE', 'DESCRIPTION'] as const satisfies readonly FormItemType[];
/** Items answered by choosing among their options. RADIO and PRICE take one, CHECKBOX any number. */
export const CHOICE_ITEM_TYPES = ['CHECKBOX', 'RADIO', 'PRICE'] as const satisfies readonly FormItemType[];
/** Items whose chosen options' price tags add to the registration's price. */
export const PRICED_ITEM_TYPES = CHOICE_ITEM_TYPES;

/** The answers a GENDER question takes (the room planner's genders, spec §3). */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Bounds of a form: what the read side stores and the editor offers. */
export const MAX_FORM_ITEMS = 100;
export const MAX_ITEM_OPTIONS = 50;
export const QUESTION_MAX_LENGTH = 2_000;
export const OPTION_MAX_LENGTH = 500;
export const FORM_TITLE_MAX_LENGTH = 300;
/** Rich text (HTML, sanitized on the server) of the form's description and success content. */
export const FORM_RICH_TEXT_MAX_LENGTH = 50_000;
/** The same bounds as the participants context's answers (they store what this form asks). */
export const ANSWER_VALUE_MAX_LENGTH = 2_000;
/** An AGE answer: a whole number of years, as small as the read side keeps a child's age. */
export const MAX_AGE_ANSWER = 999;
/** The honeypot field's bound: people leave it empty, bots fill it. */
export const HONEYPOT_MAX_LENGTH = 500;

/**
 * Who opens a session's registration-form editor: admins anywhere, branch admins and servants on
 * the sessions of their own branches (servants read it and open its QR code, without changing it).
 */
export const FORM_EDITORS = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];
/**
 * Who saves or copies a session's registration form: admins, and the admins of the session's branch
 * (spec §6 gives servants participants, payments, responsibilities, servants and mail, not the form).
 * The branch scope is checked by the route.
 */
export const FORM_WRITERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];

/** The public page of a session's registration form (spec §2). */
export const publicRegistrationPath = (sessionId: string): string =>
  `/session-registration?session=${encodeURIComponent(sessionId)}`;
/** The editor of a session's registration form. */
export const registrationFormEditorPath = (sessionId: string): string =>
  `/session-registration-form?session=${encodeURIComponent(sessionId)}`;

export interface FormItem {
  readonly id: string;
  readonly type: FormItemType;
  readonly question: string;
  readonly options: readonly string[];
  readonly required: boolean;
  readonly index: number;
}

/** A form item on the wire: its id as spec §3 writes ids, `{value}`. */
export type FormItemWire = Omit<FormItem, 'id'> & { readonly id: { readonly value: string } };

export const formItemToWire = (item: FormItem): FormItemWire => ({ ...item, id: { value: item.id } });
export const formItemFromWire = (item: FormItemWire): FormItem => ({ ...item, id: item.id.value });

/** A form read from the wire, its items as the rules take them. */
export function formFromWire<F extends { readonly items: readonly FormItemWire[] }>(
  form: F,
): Omit<F, 'items'> & { readonly items: readonly FormItem[] } {
  return { ...form, items: form.items.map(formItemFromWire) };
}

export interface RegistrationForm {
  readonly sessionId: string;
  readonly title: string;
  readonly description: string;
  readonly successTitle: string;
  readonly successContent: string;
  readonly items: readonly FormItem[];
}

/** The fixed fields every form has, always required and never items (spec §5). */
export const FIXED_FIELDS = ['firstname', 'lastname', 'email', 'level'] as const;
export type FixedField = (typeof FIXED_FIELDS)[number];

/**
 * Texts a form shows when it was never saved or left them empty. They are translation keys of this
 * context's messages (`registration.default.*`): the server fills them in the registrant's language.
 */
export const DEFAULT_FORM_TEXT_KEYS = {
  title: 'registration.default.title',
  description: 'registration.default.description',
  successTitle: 'registration.default.successTitle',
  successContent: 'registration.default.successContent',
} as const;
export type DefaultFormTexts = Readonly<Record<keyof typeof DEFAULT_FORM_TEXT_KEYS, string>>;

/** A session's form before anyone saved one: the default texts and no questions. */
export function defaultForm(sessionId: string, texts: DefaultFormTexts): RegistrationForm {
  return { sessionId, ...texts, items: [] };
}

/** Title and description are always present (spec §4): blank ones read as the defaults. */
export function withDefaults(form: RegistrationForm, texts: DefaultFormTexts): RegistrationForm {
  return {
    ...form,
    title: form.title.trim() ? form.title : texts.title,
    description: form.description.trim() ? form.description : texts.description,
    successTitle: form.successTitle.trim() ? form.successTitle : texts.successTitle,
    successContent: form.successContent.trim() ? form.successContent : texts.successContent,
  };
}

export const isDisplayItem = (type: FormItemType): boolean =>
  (DISPLAY_ITEM_TYPES as readonly FormItemType[]).includes(type);
export const isChoiceItem = (type: FormItemType): boolean =>
  (CHOICE_ITEM_TYPES as readonly FormItemType[]).includes(type);
/** Items the registrant answers (every item but the display ones). */
export const isQuestion = (item: Pick<FormItem, 'type'>): boolean => !isDisplayItem(item.type);

/** Items in their order on the form. */
export function orderedItems<I extends Pick<FormItem, 'index'>>(items: readonly I[]): I[] {
  return [...items].sort((a, b) => a.index - b.index);
}

/** Items numbered 0..n-1 in the order given (after a drag, a copy or a delete). */
export function reindexed<I extends FormItem>(items: readonly I[]): I[] {
  return items.map((item, index) => ({ ...item, index }));
}

/* ------------------------------------------------------------------------------------------------
 * Answers of choice questions
 * --------------------------------------------------------------------------------------------- */

/**
 * A CHECKBOX question's chosen options travel as one answer value, one label a line. Option labels
 * are single lines (the contract refuses line breaks in them), so this never splits a label.
 */
export const CHOICE_SEPARATOR = '\n';
/** A CHECKBOX without options is a single tick box (a consent): its answer when ticked. */
export const TICKED = 'true';

export function encodeChoices(labels: readonly string[]): string {
  return labels.join(CHOICE_SEPARATOR);
}

export function decodeChoices(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((label) => label.trim())
    .filter((label) => label.length > 0);
}

/** An option label may not break lines (it would break a CHECKBOX answer apart). */
export const isSingleLine = (label: string): boolean => !/[\r\n]/.test(label);

/** The options of `item` the answer `value` chose (labels that are not options are dropped). */
export function chosenOptions(item: Pick<FormItem, 'type' | 'options'>, value: string): string[] {
  const options = new Set(item.options.map((option) => option.trim()));
  if (item.type === 'CHECKBOX') return decodeChoices(value).filter((label) => options.has(label));
  if (item.type === 'RADIO' || item.type === 'PRICE') {
    const label = value.trim();
    return options.has(label) ? [label] : [];
  }
  return [];
}
