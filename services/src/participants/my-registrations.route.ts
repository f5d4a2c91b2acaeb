import { registrationsOf } from '@cenacle/projections/participants/participants/my-registrations.queries.ts';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import { BRANCHES_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import { MyRegistrationsSchema, PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/my-registrations`: the signed-in person's own registrations with what is still due: the
 * page a participant lands on after signing in. Only their own: the account's, or their address's.
 */
export const myRegistrationsRoute = queryRoute({
  url: '/api/my-registrations',
  summary: "The signed-in person's own registrations, payments due and children",
  tags: ['participants'],
  audience: 'signed-in',
  readModels: [PARTICIPANTS_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL, LEDGER_READ_MODEL],
  response: { 200: MyRegistrationsSchema },
  async handle({ user, deps }) {
    return registrationsOf(deps.db, { userId: user.id, email: user.email });
  },
});
