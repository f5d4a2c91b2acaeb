/** The registration context's HTTP contract: the form of a session and the public page's body. */
import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import {
  IdRef,
  IdSchema,
  integer,
  LogPosition,
  requiredNameText,
  requiredText,
  text,
  Uuid,
} from '../common/primitives.ts';
import { AnswerSchema, ParticipantEmail } from '../participants/participant.contract.ts';
import {
  MAX_ANSWERS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  PARTICIPANT_LEVEL_MAX_LENGTH,
  PARTICIPANT_NAME_MAX_LENGTH,
} from '../participants/participants.rules.ts';
import { formViolations } from './answer-violations.rules.ts';
import {
  FORM_ITEM_TYPES,
  FORM_RICH_TEXT_MAX_LENGTH,
  FORM_TITLE_MAX_LENGTH,
  type FormItem,
  HONEYPOT_MAX_LENGTH,
  isSingleLine,
  MAX_FORM_ITEMS,
  MAX_ITEM_OPTIONS,
  OPTION_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
} from './registration.rules.ts';

export const FormItemTypeSchema = z.enum(FORM_ITEM_TYPES, { error: 'NotNull' }).meta({ id: 'FormItemType' });

/** Absent or null text reads as empty: the server then shows the default (title, description…). */
const optionalText = (max: number) => text(max).nullish();

/** An option's label: one line ('150 zł - nocleg'), so a CHECKBOX answer can list several. */
const OptionLabel = requiredText(OPTION_MAX_LENGTH).refine(isSingleLine, { error: 'Pattern' });

/** One item as the editor sends it (no component name: its input and output differ by defaults). */
export const FormItemInputSchema = z.object({
  /** `{value}` as spec §3 writes ids (a bare id from a browser still on the previous release). */
  id: IdRef,
  type: FormItemTypeSchema,
  question: requiredText(QUESTION_MAX_LENGTH),
  options: z.array(OptionLabel).max(MAX_ITEM_OPTIONS, { error: 'Size' }).default([]),
  required: z.boolean({ error: 'Pattern' }).default(false),
  /** The item's place; absent: its place in the list. */
  index: integer().optional(),
});

const itemsInput = z.array(FormItemInputSchema).max(MAX_FORM_ITEMS, { error: 'Size' }).default([]);

/** The items of a parsed request as the command takes them: an absent index is the item's place. */
export function itemsOf(request: Pick<RegistrationFormSaveRequestParsed, 'items'>): FormItem[] {
  return request.items.map((item, position) => ({ ...item, index: item.index ?? position }));
}

/**
 * `POST /api/registration-form/{sessionId}`: the whole form. The fixed, always-required fields
 * (first name, last name, e-mail, level) are not items; `sessionId`, when sent, is ignored (the
 * path names the session). Description and success content are rich text the server sanitizes.
 */
export const RegistrationFormSaveRequestSchema = z
  .object({
    sessionId: z.unknown().optional(),
    title: optionalText(FORM_TITLE_MAX_LENGTH),
    description: optionalText(FORM_RICH_TEXT_MAX_LENGTH),
    successTitle: optionalText(FORM_TITLE_MAX_LENGTH),
    successContent: optionalText(FORM_RICH_TEXT_MAX_LENGTH),
    items: itemsInput,
    /** The version of the form the editor loaded (`version` of the GET; 0 before any save). */
    version: integer({ min: 0 }),
  })
  .superRefine((form, context) => {
    for (const violation of formViolations(form.items)) {
      const [, position, field] = /^items\[(\d+)\]\.(\w+)$/.exec(violation.field) ?? [];
      context.addIssue({
        code: 'custom',
        path: ['items', Number(position), field ?? 'id'],
        message: violation.message,
      });
    }
  })
  .meta({ id: 'RegistrationFormSaveRequest' });
export type RegistrationFormSaveRequest = z.input<typeof RegistrationFormSaveRequestSchema>;
export type RegistrationFormSaveRequestParsed = z.output<typeof RegistrationFormSaveRequestSchema>;

export const FormItemSchema = z
  .object({
    id: IdSchema,
    type: FormItemTypeSchema,
    question: z.string(),
    options: z.array(z.string()),
    required: z.boolean(),
    index: z.number(),
  })
  .meta({ id: 'FormItem' });

/** What `GET /api/registration-form/{sessionId}` answers: title and texts always present. */
export const RegistrationFormSchema = z
  .object({
    sessionId: z.string(),
    title: z.string(),
    description: z.string(),
    successTitle: z.string(),
    successContent: z.string(),
    items: z.array(FormItemSchema),
    /** True when the session has a saved form; false: the default form. */
    saved: z.boolean(),
    /** How many times the form was saved (0: never): the editor sends it back with its save. */
    version: z.number().int(),
  })
  .meta({ id: 'RegistrationForm' });
/** The form as the wire carries it (item ids as `{value}`). */
export type RegistrationFormWire = z.infer<typeof RegistrationFormSchema>;
/** The form as the browser works with it: items as the pure rules take them (`formFromWire`). */
export type RegistrationFormDto = Omit<RegistrationFormWire, 'items'> & {
  readonly items: readonly FormItem[];
};

export const RegistrationFormParamsSchema = z.object({ id: Uuid });
export const CopyRegistrationFormParamsSchema = z.object({ id: Uuid, sourceId: Uuid });
/** `?lang=` names the language of the default texts (else the Accept-Language header does). */
export const RegistrationFormQuerySchema = z.object({
  position: LogPosition.optional(),
  lang: z.enum(LANG_KEYS, { error: 'Pattern' }).optional(),
});

const name = requiredNameText(PARTICIPANT_NAME_MAX_LENGTH);

/** A child on the public form: names and a whole age, no bound but what the read side keeps. */
export const RegistrationChildSchema = z.object({
  firstname: name,
  lastname: name,
  age: integer({ max: MAX_CHILD_AGE }),
});

/**
 * `POST /api/session-registration/{sessionId}`: what the public page sends. Only non-empty answers;
 * the e-mail loses its spaces; `website` is the honeypot people never see and bots fill.
 */
export const ParticipantRegistrationSchema = z
  .object({
    firstname: name,
    lastname: name,
    email: ParticipantEmail,
    level: requiredText(PARTICIPANT_LEVEL_MAX_LENGTH),
    questions: z.array(AnswerSchema).max(MAX_ANSWERS, { error: 'Size' }).default([]),
    children: z.array(RegistrationChildSchema).max(MAX_CHILDREN, { error: 'Size' }).default([]),
    website: text(HONEYPOT_MAX_LENGTH).optional(),
  })
  .meta({ id: 'ParticipantRegistration' });
export type ParticipantRegistration = z.input<typeof ParticipantRegistrationSchema>;
export type ParticipantRegistrationParsed = z.output<typeof ParticipantRegistrationSchema>;
