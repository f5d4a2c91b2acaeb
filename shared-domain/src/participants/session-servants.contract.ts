import { z } from 'zod';
import { CalendarDay, IdRef, IdSchema, LogPosition, requiredText, Uuid } from '../common/primitives.ts';
import { SeasonSchema } from '../organisation/school-session.contract.ts';
import { ParticipantEmail } from './participant.contract.ts';
import {
  INDEX_PLACE_MAX_LENGTH,
  PARTICIPANT_EXPORTS,
  PARTICIPANT_LEVEL_MAX_LENGTH,
  PARTICIPANT_STATUSES,
} from './participants.rules.ts';

/**
 * `POST /api/session-servant` (body) and `DELETE /api/session-servant` (query): a servant's account
 * put on a session, or taken off it.
 */
export const SessionServantRequestSchema = z.object({ session: IdRef, servant: IdRef });
export type SessionServantRequest = z.input<typeof SessionServantRequestSchema>;

/** `?session=`: the session a query is about (with the caller's last log position, if any). */
export const SessionQuerySchema = z.object({ session: Uuid, position: LogPosition.optional() });

/** A servant on a session: his account and his registration on it. */
export const SessionServantSchema = z
  .object({
    servant: IdSchema,
    participant: IdSchema,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    presence: z.boolean(),
    status: z.enum(PARTICIPANT_STATUSES),
  })
  .meta({ id: 'SessionServant' });
export type SessionServant = z.infer<typeof SessionServantSchema>;

/** `GET /api/is-session-participant?session=`: whether the caller is registered on the session. */
export const SessionParticipationSchema = z
  .object({
    participant: z.boolean(),
    presence: z.boolean(),
    /** Registered, but on the waiting list. */
    waiting: z.boolean(),
  })
  .meta({ id: 'SessionParticipation' });
export type SessionParticipation = z.infer<typeof SessionParticipationSchema>;

/** `POST /api/user-index`: the index book entry of a session's participant (spec §3 Index book entry). */
export const IndexEntryRequestSchema = z.object({
  sessionId: IdRef,
  email: ParticipantEmail,
  level: requiredText(PARTICIPANT_LEVEL_MAX_LENGTH),
  season: SeasonSchema,
  date: CalendarDay,
  place: requiredText(INDEX_PLACE_MAX_LENGTH),
  branchId: IdRef,
});
export type IndexEntryRequest = z.input<typeof IndexEntryRequestSchema>;

export const ParticipantExportQuerySchema = z.object({
  list: z.enum(PARTICIPANT_EXPORTS, { error: 'Pattern' }).default('participants'),
  position: LogPosition.optional(),
});
