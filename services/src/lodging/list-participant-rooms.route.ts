import {
  buildingCounts,
  LodgingSessionQuerySchema,
  type ParticipantRooms,
  ParticipantRoomsSchema,
  peopleCounts,
  personKey,
  ROOM_PLANNERS,
  type RoomPlannerPerson,
} from '@cenacle/shared-domain/lodging';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';
import { type RoomPlan, roomPlan, toPlannerPerson } from './room-plan.ts';

export function plannerView(plan: RoomPlan): ParticipantRooms {
  const inRoom = new Map<string, RoomPlannerPerson[]>();
  for (const person of plan.people) {
    const roomId = plan.roomOf.get(personKey(person.person));
    if (roomId) inRoom.set(roomId, [...(inRoom.get(roomId) ?? []), toPlannerPerson(person)]);
  }
  const roomIds = new Set(plan.center?.buildings.flatMap((b) => b.rooms.map((r) => r.id.value)) ?? []);
  const buildings = (plan.center?.buildings ?? []).map((building) => {
    const rooms = building.rooms.map((room) => ({ ...room, persons: inRoom.get(room.id.value) ?? [] }));
    return {
      id: building.id,
      name: building.name,
      lift: building.lift,
      ...buildingCounts(rooms),
      rooms,
    };
  });
  const unassigned = plan.people.filter((p) => !plan.roomOf.has(personKey(p.person))).map(toPlannerPerson);
  const elsewhere = plan.people
    .filter((p) => {
      const roomId = plan.roomOf.get(personKey(p.person));
      return roomId !== undefined && !roomIds.has(roomId);
    })
    .map(toPlannerPerson);
  return {
    retreatCenter: plan.center ? { id: plan.center.id, name: plan.center.name } : null,
    buildings,
    unassigned,
    elsewhere,
    counts: {
      unassigned: peopleCounts(unassigned),
      freeBeds: buildings.reduce((sum, b) => sum + b.freeBeds, 0),
      mattressSpaces: buildings.reduce((sum, b) => sum + b.mattressSpaces, 0),
    },
  };
}

/**
 * `GET /api/participant-rooms?session=`: the session centre's buildings and rooms with who sleeps
 * there, the pool of the unassigned and the counts (staff of the session's branch).
 */
export const listParticipantRoomsRoute = queryRoute({
  url: '/api/participant-rooms',
  summary: "A session's rooms with their people, and the unassigned",
  tags: ['room assignment'],
  audience: ROOM_PLANNERS,
  queries: [authorizeSessionRead, roomPlan],
  querystring: LodgingSessionQuerySchema,
  response: { 200: ParticipantRoomsSchema },
  async handle({ query, user, deps }) {
    await authorizeSessionRead(deps, user, query.session);
    return plannerView(await roomPlan(deps, query.session));
  },
});
