import {
  LodgingWishesRequestSchema,
  lodgingDecider,
  lodgingStream,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { commandRoute } from '../http/command-route.ts';
import { assertPeopleOfSession, authorizePlannerCommand } from './planner-access.ts';

/**
 * `POST /api/participant-room-wishes`: what a person asked for their stay, noted by the planner from
 * their registration: with whom, not with whom, a room without stairs. The proposal honours it or
 * says why not. Everyone named must be of the session.
 */
export const noteWishesRoute = commandRoute({
  method: 'POST',
  url: '/api/participant-room-wishes',
  summary: "Note a person's lodging wishes for a session",
  tags: ['room assignment'],
  entityName: 'participantRoom',
  audience: ROOM_PLANNERS,
  body: LodgingWishesRequestSchema,
  async handle({ body, user, deps, run }) {
    const { session: sessionId, person, roommates, notWith, needsStepFree, gender } = body;
    await authorizePlannerCommand(deps, user, sessionId);
    await assertPeopleOfSession(deps, sessionId, [person], () => 'person');
    await assertPeopleOfSession(deps, sessionId, roommates, (_, i) => `roommates[${i}]`);
    await assertPeopleOfSession(deps, sessionId, notWith, (_, i) => `notWith[${i}]`);
    await run(lodgingDecider, lodgingStream(sessionId), {
      type: 'NoteLodgingWishes',
      data: { sessionId, person, roommates, notWith, needsStepFree, gender },
    });
    return { status: 200, alert: { key: 'lodging.messages.wishes-noted', param: person.id } };
  },
});
