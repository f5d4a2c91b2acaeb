import {
  lodgingDecider,
  lodgingStream,
  ParticipantRoomRequestSchema,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { commandRoute } from '../http/command-route.ts';
import { assertPeopleOfSession, assertRoomOfCenter, authorizePlannerCommand } from './planner-access.ts';

/**
 * `POST /api/participant-room`: a person dropped into a room, from the pool or from another room
 * (a move is one event). Concurrent drops are decided one after another on the session's lodging
 * stream, so a person is never in two rooms.
 */
export const assignRoomRoute = commandRoute({
  method: 'POST',
  url: '/api/participant-room',
  summary: 'Put a person of a session in a room (or move them there)',
  tags: ['room assignment'],
  entityName: 'participantRoom',
  audience: ROOM_PLANNERS,
  body: ParticipantRoomRequestSchema,
  async handle({ body, user, deps, run }) {
    const { sessionId, roomId, person } = body;
    const centerId = await authorizePlannerCommand(deps, user, sessionId);
    await assertRoomOfCenter(deps, centerId, roomId);
    await assertPeopleOfSession(deps, sessionId, [person]);
    await run(lodgingDecider, lodgingStream(sessionId), {
      type: 'AssignPersonToRoom',
      data: { sessionId, person, roomId },
    });
    return { status: 200, alert: { key: 'lodging.messages.assigned', param: person.id } };
  },
});
