import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { ParticipantParamsSchema, rosterDecider, rosterStream } from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';
import { authorizeParticipantCommand } from './participant-access.ts';
import { mailPromoted } from './participant-mail.ts';
import { registrationWindow } from './registration-window.ts';

/**
 * `DELETE /api/session-registration/{participantId}`: cancels a registration (an event; nothing is
 * removed). A place freed on a full session goes to the first ones waiting, who are mailed.
 */
export const cancelRegistrationRoute = commandRoute({
  method: 'DELETE',
  url: '/api/session-registration/:id',
  summary: 'Cancel a registration; the first ones waiting take the freed places',
  tags: ['participants'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  params: ParticipantParamsSchema,
  async handle({ params: { id }, user, deps, run }) {
    const participant = await authorizeParticipantCommand(deps, user, id);
    const sessionId = participant.session.value;
    const window = await registrationWindow(deps, sessionId);
    const result = await run(rosterDecider, rosterStream(sessionId), {
      type: 'CancelRegistration',
      data: { sessionId, participantId: id, window },
    });
    await mailPromoted(deps, run, result.events);
    return {
      status: 200,
      alert: {
        key: 'participants.messages.deleted',
        param: `${participant.firstname} ${participant.lastname}`,
      },
    };
  },
});
