import {
  isStepFree,
  LodgingSessionQuerySchema,
  type PersonType,
  type ProposalInput,
  personKey,
  personOfKey,
  proposeRooms,
  ROOM_PLANNERS,
  type RoomProposal,
  RoomProposalSchema,
} from '@cenacle/shared-domain/lodging';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';
import { type RoomPlan, roomPlan } from './room-plan.ts';

/** The proposal's input from the session's plan: rooms, people, who is where, the noted wishes. */
export function proposalInput(plan: RoomPlan): ProposalInput {
  return {
    rooms: (plan.center?.buildings ?? []).flatMap((building) =>
      building.rooms.map((room) => ({
        id: room.id.value,
        buildingId: building.id.value,
        beds: room.beds,
        spaceForMattress: room.spaceForMattress,
        stepFree: isStepFree(building, room),
      })),
    ),
    people: plan.people.map((p) => {
      const key = personKey(p.person);
      const wishes = plan.wishes.get(key);
      return {
        key,
        gender: p.gender,
        parentKey: p.parentKey,
        roommates: wishes?.roommates ?? [],
        notWith: wishes?.notWith ?? [],
        needsStepFree: wishes?.needsStepFree ?? false,
      };
    }),
    placed: plan.roomOf,
  };
}

type Ref = { type: PersonType; id: { value: string } };
/** The person a key names, as the contract spells it; null for a key no person could have. */
const refOf = (key: string): Ref | null => {
  const person = personOfKey(key);
  return person ? { type: person.type, id: { value: person.id } } : null;
};

/**
 * `GET /api/participant-rooms/proposal?session=`: beds proposed for everyone not yet placed, each
 * with its reasons, and what could not be done and why. Nothing changes until the planner accepts.
 */
export const roomProposalRoute = queryRoute({
  url: '/api/participant-rooms/proposal',
  summary: "Propose rooms for a session's unassigned people, with the reasons",
  tags: ['room assignment'],
  audience: ROOM_PLANNERS,
  queries: [authorizeSessionRead, roomPlan],
  querystring: LodgingSessionQuerySchema,
  response: { 200: RoomProposalSchema },
  async handle({ query, user, deps }): Promise<RoomProposal> {
    await authorizeSessionRead(deps, user, query.session);
    const proposal = proposeRooms(proposalInput(await roomPlan(deps, query.session)));
    return {
      // A key no person could have is left out rather than guessed at.
      placements: proposal.placements.flatMap((p) => {
        const person = refOf(p.personKey);
        if (!person) return [];
        return [{ person, room: { id: { value: p.roomId } }, mattress: p.mattress, reasons: [...p.reasons] }];
      }),
      unplaced: proposal.unplaced.flatMap((u) => {
        const person = refOf(u.personKey);
        return person ? [{ person, reason: u.reason }] : [];
      }),
      unhonoured: proposal.unhonoured.flatMap((u) => {
        const [person, other] = [refOf(u.personKey), refOf(u.otherKey)];
        return person && other ? [{ person, wish: u.wish, other }] : [];
      }),
      unkept: proposal.unkept.flatMap((u) => {
        const [person, other] = [refOf(u.personKey), refOf(u.otherKey)];
        return person && other ? [{ person, rule: u.rule, other, reason: u.reason }] : [];
      }),
    };
  },
});
