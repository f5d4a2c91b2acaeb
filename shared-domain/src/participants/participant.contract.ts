import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import {
  IdRef,
  IdSchema,
  integer,
  LogPosition,
  queryInteger,
  requiredNameText,
  requiredText,
  text,
  Uuid,
} from '../common/primitives.ts';
import {
  ANSWER_MAX_LENGTH,
  MAX_ANSWERS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  PARTICIPANT_EMAIL_MAX_LENGTH,
  PARTICIPANT_LEVEL_MAX_LENGTH,
  PARTICIPANT_NAME_MAX_LENGTH,
  PARTICIPANT_STATUSES,
  PARTICIPANTS_MAX_PAGE_SIZE,
  PARTICIPANTS_PAGE_SIZE,
  REGISTRATION_SOURCES,
} from './participants.rules.ts';

const name = requiredNameText(PARTICIPANT_NAME_MAX_LENGTH);
/** How many ids one list query may name. */
const MAX_LISTED_IDS = 100;

/** An e-mail address with every space taken out (spec §5: spaces are stripped before saving). */
export const ParticipantEmail = z
  .string({ error: (issue) => (issue.input == null ? 'NotNull' : 'Pattern') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.email({ error: 'Email' }).max(PARTICIPANT_EMAIL_MAX_LENGTH, { error: 'Size' }).toLowerCase());

export const ChildInputSchema = z.object({
  id: IdSchema.nullish(),
  firstname: name,
  lastname: name,
  age: integer({ max: MAX_CHILD_AGE }),
});

/** One answer: the question's id and what was answered (blank answers are not sent). */
export const AnswerSchema = z
  .object({ id: IdRef, value: requiredText(ANSWER_MAX_LENGTH) })
  .meta({ id: 'Answer' });

/**
 * A participant as the registration form, the staff's participant form and the import send it
 * (spec §7: `{firstname, lastname, email, level, questions: [{id, value}], children: [...]}`).
 */
export const participantFields = {
  firstname: name,
  lastname: name,
  email: ParticipantEmail,
  level: requiredText(PARTICIPANT_LEVEL_MAX_LENGTH),
  questions: z.array(AnswerSchema).max(MAX_ANSWERS, { error: 'Size' }).default([]),
  children: z.array(ChildInputSchema).max(MAX_CHILDREN, { error: 'Size' }).default([]),
};

/** `POST /api/session-participant/{sessionId}`: staff register (no id) or correct (id) a participant. */
export const ParticipantSaveRequestSchema = z
  .object({ id: IdSchema.nullish(), ...participantFields })
  .meta({ id: 'ParticipantSaveRequest' });
export type ParticipantSaveRequest = z.input<typeof ParticipantSaveRequestSchema>;

export const SessionIdParamsSchema = z.object({ id: Uuid });
export const ParticipantParamsSchema = z.object({ id: Uuid });

/** `GET /api/session-registrations/{sessionId}`: filters and the page. */
export const ParticipantListQuerySchema = z.object({
  position: LogPosition.optional(),
  level: text(PARTICIPANT_LEVEL_MAX_LENGTH).optional(),
  text: text(PARTICIPANT_NAME_MAX_LENGTH).optional(),
  status: z.enum(PARTICIPANT_STATUSES, { error: 'Pattern' }).optional(),
  /** Only these participants (comma-separated ids; the payments list names its participants). */
  ids: z
    .string()
    .max(MAX_LISTED_IDS * 37, { error: 'Size' })
    .transform((value) => value.split(',').filter((id) => id !== ''))
    .pipe(z.array(Uuid).max(MAX_LISTED_IDS, { error: 'Size' }))
    .optional(),
  page: queryInteger().default(0),
  size: queryInteger({ min: 1, max: PARTICIPANTS_MAX_PAGE_SIZE }).default(PARTICIPANTS_PAGE_SIZE),
});
export type ParticipantListQuery = z.input<typeof ParticipantListQuerySchema>;

export const ChildSchema = z
  .object({
    id: IdSchema,
    sessionId: IdSchema,
    /** The servant whose child it is (a servant's registration), else null. */
    parentServant: IdSchema.nullable(),
    /** The registration the child came with. */
    parentParticipant: IdSchema.nullable(),
    firstname: z.string(),
    lastname: z.string(),
    age: z.number(),
    price: z.number(),
  })
  .meta({ id: 'Child' });

export const ParticipantSchema = z
  .object({
    id: IdSchema,
    session: IdSchema,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    level: z.string(),
    questions: z.array(z.object({ id: IdSchema, value: z.string() })),
    children: z.array(ChildSchema),
    presence: z.boolean(),
    price: z.number(),
    status: z.enum(PARTICIPANT_STATUSES),
    source: z.enum(REGISTRATION_SOURCES),
    /** The registrant's language: mails to them speak it. */
    language: z.enum(LANG_KEYS),
    userId: IdSchema.nullable(),
    registeredAt: z.string(),
    /** The index book entry, once saved (spec §3 Index book entry). */
    index: z
      .object({
        level: z.string(),
        season: z.string(),
        date: z.string(),
        place: z.string(),
        branchId: IdSchema,
        email: z.string(),
        sessionId: IdSchema,
      })
      .nullable(),
  })
  .meta({ id: 'Participant' });
export type Participant = z.infer<typeof ParticipantSchema>;

/** The participants page's counts (spec §2: per level, children, servants, present). */
export const ParticipantSummarySchema = z
  .object({
    participants: z.number(),
    children: z.number(),
    servants: z.number(),
    present: z.number(),
    waiting: z.number(),
    perLevel: z.array(z.object({ level: z.string(), count: z.number() })),
  })
  .meta({ id: 'ParticipantSummary' });
export type ParticipantSummary = z.infer<typeof ParticipantSummarySchema>;

export const ParticipantPageSchema = z
  .object({
    items: z.array(ParticipantSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    summary: ParticipantSummarySchema,
  })
  .meta({ id: 'ParticipantPage' });
export type ParticipantPage = z.infer<typeof ParticipantPageSchema>;

/** One line of the who-has-not-paid list: what the participant owes, has paid, and what is left. */
export const ParticipantDueSchema = z
  .object({
    participant: z.object({
      id: IdSchema,
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      level: z.string(),
      /** A servant on the session: his payments default to BUY_IN. */
      servant: z.boolean(),
    }),
    due: z.number(),
    paid: z.number(),
    balance: z.number(),
  })
  .meta({ id: 'ParticipantDue' });
export type ParticipantDue = z.infer<typeof ParticipantDueSchema>;
