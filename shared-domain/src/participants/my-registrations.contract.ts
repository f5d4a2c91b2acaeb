import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { SeasonSchema } from '../organisation/school-session.contract.ts';
import { PARTICIPANT_STATUSES } from './participants.rules.ts';

/**
 * `GET /api/my-registrations`: the signed-in person's own registrations (made for their account or
 * with their address), newest session first: what a participant lands on after signing in.
 */
export const MyRegistrationSchema = z
  .object({
    participant: IdSchema,
    session: z.object({
      id: IdSchema,
      season: SeasonSchema,
      dateFrom: z.string().nullable(),
      dateTo: z.string().nullable(),
      branchName: z.string(),
      currencySign: z.string(),
    }),
    status: z.enum(PARTICIPANT_STATUSES),
    presence: z.boolean(),
    level: z.string(),
    /** What the registration costs, what was paid towards it, and what is still due (major units). */
    price: z.number(),
    paid: z.number(),
    due: z.number(),
    children: z.array(z.object({ firstname: z.string(), lastname: z.string(), age: z.number().int() })),
  })
  .meta({ id: 'MyRegistration' });
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

export const MyRegistrationsSchema = z.array(MyRegistrationSchema).meta({ id: 'MyRegistrations' });
