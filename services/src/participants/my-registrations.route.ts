import { registrationsOf } from '@cenacle/projections/participants/participants/my-registrations.queries.ts';
import { MyRegistrationsSchema } from '@cenacle/shared-domain/participants';
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
  queries: [registrationsOf],
  response: { 200: MyRegistrationsSchema },
  async handle({ user, deps }) {
    return registrationsOf(deps.db, { userId: user.id, email: user.email });
  },
});
