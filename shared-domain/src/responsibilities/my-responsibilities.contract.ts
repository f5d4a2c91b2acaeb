import { z } from 'zod';
import { LogPosition, Uuid } from '../common/primitives.ts';

/** A feed link's secret: an HMAC-SHA256, base64url without padding (43 characters). */
const FeedToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Pattern' });

/** `GET /api/my-responsibilities?session=`; the route answers 400 on `session` when it is absent. */
export const MyResponsibilitiesQuerySchema = z.object({
  session: Uuid.optional(),
  position: LogPosition.optional(),
});

/** `GET /api/my-responsibilities.ics?session=&user=&token=`: the secret feed link of one servant. */
export const MyCalendarFeedQuerySchema = z.object({
  session: Uuid.optional(),
  user: Uuid.optional(),
  token: FeedToken.optional(),
});

const DutySchema = z.object({
  key: z.string(),
  kind: z.enum(['CONFERENCE', 'RESPONSIBILITY']),
  refId: z.string(),
  itemId: z.string().nullable(),
  name: z.string(),
  number: z.number().nullable(),
  level: z.string().nullable(),
  lang: z.string().nullable(),
  files: z.array(z.object({ fileId: z.string(), fileName: z.string() })),
  date: z.string().nullable(),
  start: z.string().nullable(),
  finish: z.string().nullable(),
});

/** The signed-in servant's duties on a session: placed ones by time, the rest apart; the feed link. */
export const MyResponsibilitiesSchema = z
  .object({
    sessionId: z.string(),
    scheduled: z.array(DutySchema),
    unscheduled: z.array(DutySchema),
    /** Path of the personal calendar feed (iCalendar), secret: whoever has it reads these duties. */
    calendarPath: z.string(),
  })
  .meta({ id: 'MyResponsibilities' });
export type MyResponsibilities = z.output<typeof MyResponsibilitiesSchema>;
export type MyDutyView = z.output<typeof DutySchema>;
