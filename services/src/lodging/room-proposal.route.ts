import {
  isStepFree,
  LodgingSessionQuerySchema,
  PERSON_TYPES,
  type PersonRef,
  type PersonType,
  type ProposalInput,
  personKey,
  proposeRooms,
  RETREAT_CENTERS_READ_MODEL,
  ROOM_ASSIGNMENTS_READ_MODEL,
  ROOM_PLANNERS,
  type RoomProposal,
  RoomProposalSchema,
} from '@cenacle/shared-domain/lodging';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants';
import { REGISTRATION_FORMS_READ_MODEL } from '@cenacle/shared-domain/registration';
import { authorizeLedgerQuery } from '../accounting/session-access.ts';
import { queryRoute } from '../http/query-route.ts';
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

const refOf = (key: string): { type: PersonType; id: { value: string } } => {
  const at = key.indexOf(':');
  const type = key.slice(0, at) as PersonRef['type'];
  return { type: PERSON_TYPES.includes(type) ? type : 'participant', id: { value: key.slice(at + 1) } };
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
  readModels: [
    ROOM_ASSIGNMENTS_READ_MODEL,
    RETREAT_CENTERS_READ_MODEL,
    PARTICIPANTS_READ_MODEL,
    PUBLIC_SESSIONS_READ_MODEL,
    REGISTRATION_FORMS_READ_MODEL,
  ],
  querystring: LodgingSessionQuerySchema,
  response: { 200: RoomProposalSchema },
  async handle({ query, user, deps }): Promise<RoomProposal> {
    await authorizeLedgerQuery(deps, user, query.session);
    const proposal = proposeRooms(proposalInput(await roomPlan(deps, query.session)));
    return {
      placements: proposal.placements.map((p) => ({
        person: refOf(p.personKey),
        room: { id: { value: p.roomId } },
        mattress: p.mattress,
        reasons: [...p.reasons],
      })),
      unplaced: proposal.unplaced.map((u) => ({ person: refOf(u.personKey), reason: u.reason })),
      unhonoured: proposal.unhonoured.map((u) => ({
        person: refOf(u.personKey),
        wish: u.wish,
        other: refOf(u.otherKey),
      })),
      unkept: proposal.unkept.map((u) => ({
        person: refOf(u.personKey),
        rule: u.rule,
        other: refOf(u.otherKey),
        reason: u.reason,
      })),
    };
  },
});
