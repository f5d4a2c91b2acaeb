import {
  lodgingDecider,
  lodgingStream,
  ParticipantRoomRequestSchema,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { commandRoute } from '../http/command-route.ts';
import { authorizePlannerCommand } from './planner-access.ts';

/**
 * `DELETE /api/participant-room`: a person taken from the room the body names back to the pool. When
 * someone moved them meanwhile the answer is 409 and nothing changes (the planner's view was stale).
 */
export const removeRoomRoute = commandRoute({
  method: 'DELETE',
  url: '/api/participant-room',
  summary: 'Take a person of a session out of a room',
  tags: ['room assignment'],
  entityName: 'participantRoom',
  audience: ROOM_PLANNERS,
  body: ParticipantRoomRequestSchema,
  async handle({ body, user, deps, run }) {
    const { sessionId, roomId, person } = body;
    await authorizePlannerCommand(deps, user, sessionId);
    await run(lodgingDecider, lodgingStream(sessionId), {
      type: 'RemovePersonFromRoom',
      data: { sessionId, person, roomId },
    });
    return { status: 200, alert: { key: 'lodging.messages.removed', param: person.id } };
  },
});
