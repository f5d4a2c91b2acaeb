import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { ParticipantParamsSchema, rosterDecider, rosterStream } from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';
import { authorizeParticipantCommand } from './participant-access.ts';

/** `POST /api/session-presence/{participantId}`: staff confirm that a participant came (once). */
export const confirmPresenceRoute = commandRoute({
  method: 'POST',
  url: '/api/session-presence/:id',
  summary: "Confirm a participant's presence",
  tags: ['participants'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  params: ParticipantParamsSchema,
  async handle({ params: { id }, user, deps, run }) {
    const participant = await authorizeParticipantCommand(deps, user, id);
    const sessionId = participant.session.value;
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'ConfirmPresence',
      data: { sessionId, participantId: id },
    });
    return { status: 200, alert: { key: 'participants.messages.presence-confirmed', param: id } };
  },
});
