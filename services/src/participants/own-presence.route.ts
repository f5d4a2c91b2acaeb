import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { rosterDecider, rosterStream, SessionIdParamsSchema } from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';

/**
 * `GET /api/session-presence/confirm/{sessionId}` (the `/session-invitation` page): the signed-in
 * person confirms they will come, on the registration made for their account or with their address.
 * A GET that writes, as the spec has it; confirming twice changes nothing.
 */
export const confirmOwnPresenceRoute = commandRoute({
  method: 'GET',
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
