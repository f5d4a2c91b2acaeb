import { participationOf } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import {
  rosterDecider,
  rosterStream,
  SessionIdParamsSchema,
  SessionParticipationSchema,
} from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/session-presence/confirm/{sessionId}`: the spec's address of the invitation link. A GET
 * changes nothing (a link in a mail, a prefetch or another site's image would otherwise confirm for
 * the person): it answers whether the signed-in person is registered and has confirmed; the
 * `/session-invitation` page confirms with the POST below.
 */
export const ownPresenceRoute = queryRoute({
  url: '/api/session-presence/confirm/:id',
  summary: "The signed-in user's registration and presence on a session (changes nothing)",
  tags: ['participants'],
  audience: 'signed-in',
  queries: [participationOf],
  params: SessionIdParamsSchema,
  response: { 200: SessionParticipationSchema },
  async handle({ params: { id: sessionId }, user, deps }) {
    return participationOf(deps.db, sessionId, { userId: user.id, email: user.email });
  },
});

/**
 * `POST /api/session-presence/confirm/{sessionId}` (the `/session-invitation` page's button, with
 * its CSRF token as every write): the signed-in person confirms they will come, on the registration
 * made for their account or with their address. Confirming twice changes nothing.
 */
export const confirmOwnPresenceRoute = commandRoute({
  method: 'POST',
  url: '/api/session-presence/confirm/:id',
  summary: "Confirm the signed-in user's own presence on a session",
  tags: ['participants'],
  entityName: 'participant',
  audience: 'signed-in',
  params: SessionIdParamsSchema,
  async handle({ params: { id: sessionId }, user, deps, run }) {
    const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId));
    if (state.status !== 'planned') {
      throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });
    }
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'ConfirmOwnPresence',
      data: { sessionId, userId: user.id, email: user.email },
    });
    return { status: 200, alert: { key: 'participants.messages.presence-confirmed', param: sessionId } };
  },
});
