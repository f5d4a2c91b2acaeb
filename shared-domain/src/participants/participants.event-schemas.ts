import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { ERASED_MARK, type ErasedValue, erased } from '../common/personal-data.ts';
import { StoredDate, StoredUuid, storedMinorUnits, storedText } from '../common/primitives.ts';
import { SEASONS } from '../organisation/organisation.rules.ts';
import type { ParticipantMailDispatched, ParticipantMailSent } from './participant-mail.decider.ts';
import {
  PARTICIPANT_MAIL_CONTENT_MAX_LENGTH,
  PARTICIPANT_MAIL_TITLE_MAX_LENGTH,
} from './participant-mail.rules.ts';
import {
  ANSWER_MAX_LENGTH,
  type Answer,
  type ChildEntry,
  INDEX_PLACE_MAX_LENGTH,
  MAX_ANSWERS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  PARTICIPANT_EMAIL_MAX_LENGTH,
  PARTICIPANT_LEVEL_MAX_LENGTH,
  PARTICIPANT_NAME_MAX_LENGTH,
  REGISTRATION_SOURCES,
} from './participants.rules.ts';
import type {
  IndexEntrySaved,
  ParticipantChanged,
  ParticipantPromoted,
  ParticipantRegistered,
  PresenceConfirmed,
  RegistrationCancelled,
} from './roster.decider.ts';

/** A price of one registration: well beyond any retreat, well within PostgreSQL's bigint. */
const MAX_PRICE_MINOR = 100_000_000_00;

const name = storedText(PARTICIPANT_NAME_MAX_LENGTH);
const details = {
  sessionId: StoredUuid,
  participantId: StoredUuid,
  firstname: name,
  lastname: name,
  email: storedText(PARTICIPANT_EMAIL_MAX_LENGTH),
  level: storedText(PARTICIPANT_LEVEL_MAX_LENGTH),
  questions: z.array(z.object({ id: StoredUuid, value: storedText(ANSWER_MAX_LENGTH) })).max(MAX_ANSWERS),
  children: z
    .array(
      z.object({
        childId: StoredUuid,
        firstname: name,
        lastname: name,
        age: z.number().int().min(0).max(MAX_CHILD_AGE),
        priceMinor: storedMinorUnits(MAX_PRICE_MINOR),
      }),
    )
    .max(MAX_CHILDREN),
  priceMinor: storedMinorUnits(MAX_PRICE_MINOR),
};

/** Erased answers keep their questions (the counts per question stay), not what was answered. */
const erasedAnswers: ErasedValue<readonly Answer[]> = (answers) =>
  answers.map((answer) => ({ id: answer.id, value: ERASED_MARK }));
/** Erased children keep their age and price (the summary and the sums stay), not their names. */
const erasedChildren: ErasedValue<readonly ChildEntry[]> = (children) =>
  children.map((child) => ({ ...child, firstname: ERASED_MARK, lastname: ERASED_MARK }));

const personalData = {
  subject: (data: { participantId: string }) => data.participantId,
  fields: {
    firstname: erased.name,
    lastname: erased.name,
    email: erased.email,
    questions: erasedAnswers,
    children: erasedChildren,
  },
};

export const participantRegisteredV1 = defineEvent<ParticipantRegistered>({
  type: 'ParticipantRegistered',
  version: 1,
  schema: z.object({
    ...details,
    source: z.enum(REGISTRATION_SOURCES),
    userId: StoredUuid.nullable(),
    language: z.enum(LANG_KEYS),
    waiting: z.boolean(),
  }),
  personalData,
});

export const participantChangedV1 = defineEvent<ParticipantChanged>({
  type: 'ParticipantChanged',
  version: 1,
  schema: z.object(details),
  personalData,
});

const reference = z.object({ sessionId: StoredUuid, participantId: StoredUuid });

export const registrationCancelledV1 = defineEvent<RegistrationCancelled>({
  type: 'RegistrationCancelled',
  version: 1,
  schema: reference,
});

export const participantPromotedV1 = defineEvent<ParticipantPromoted>({
  type: 'ParticipantPromoted',
  version: 1,
  schema: reference,
});

export const presenceConfirmedV1 = defineEvent<PresenceConfirmed>({
  type: 'PresenceConfirmed',
  version: 1,
  schema: reference,
});

export const indexEntrySavedV1 = defineEvent<IndexEntrySaved>({
  type: 'IndexEntrySaved',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    participantId: StoredUuid,
    level: storedText(PARTICIPANT_LEVEL_MAX_LENGTH),
    season: z.enum(SEASONS),
    date: StoredDate,
    place: storedText(INDEX_PLACE_MAX_LENGTH),
    branchId: StoredUuid,
  }),
});

export const participantMailSentV1 = defineEvent<ParticipantMailSent>({
  type: 'ParticipantMailSent',
  version: 1,
  schema: z.object({
    mailId: StoredUuid,
    sessionId: StoredUuid,
    title: storedText(PARTICIPANT_MAIL_TITLE_MAX_LENGTH),
    content: storedText(PARTICIPANT_MAIL_CONTENT_MAX_LENGTH),
  }),
});

export const participantMailDispatchedV1 = defineEvent<ParticipantMailDispatched>({
  type: 'ParticipantMailDispatched',
  version: 1,
  schema: z.object({
    mailId: StoredUuid,
    sessionId: StoredUuid,
    recipients: z.array(z.object({ participantId: StoredUuid, outboxMailId: StoredUuid })),
  }),
});

/** Every event of a session's roster and of mails to its participants, with their schema history. */
export const participantsEvents = eventCatalog(
  participantRegisteredV1,
  participantChangedV1,
  registrationCancelledV1,
  participantPromotedV1,
  presenceConfirmedV1,
  indexEntrySavedV1,
  participantMailSentV1,
  participantMailDispatchedV1,
);
