import {
  AcceptPlacementsRequestSchema,
  lodgingDecider,
  lodgingStream,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { commandRoute } from '../http/command-route.ts';
import { assertPeopleOfSession, assertRoomOfCenter, authorizePlannerCommand } from './planner-access.ts';

/**
 * `POST /api/participant-rooms/accept`: the placements of a proposal the planner accepted (all, or
 * some), in one decision: someone placed since the proposal was made refuses them all (409).
 */
export const acceptPlacementsRoute = commandRoute({
  method: 'POST',
  url: '/api/participant-rooms/accept',
  summary: "Accept placements of a session's room proposal",
  tags: ['room assignment'],
  entityName: 'participantRoom',
  audience: ROOM_PLANNERS,
  body: AcceptPlacementsRequestSchema,
  async handle({ body, user, deps, run }) {
    const sessionId = body.session;
    const centerId = await authorizePlannerCommand(deps, user, sessionId);
    const placements = body.placements.map((p) => ({ person: p.person, roomId: p.room.id }));
    for (const [index, placement] of placements.entries()) {
      await assertRoomOfCenter(deps, centerId, placement.roomId, `placements[${index}].room`);
    }
    await assertPeopleOfSession(
      deps,
      sessionId,
      placements.map((p) => p.person),
      (_, index) => `placements[${index}].person`,
    );
    await run(lodgingDecider, lodgingStream(sessionId), {
      type: 'AcceptPlacements',
      data: { sessionId, placements },
    });
    return { status: 200, alert: { key: 'lodging.messages.accepted', param: String(placements.length) } };
  },
});
