import type { ParticipantRooms, RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import {
  buildingCounts,
  type PersonType,
  peopleCounts,
  personKey,
} from '@cenacle/shared-domain/lodging/rules';
import { POOL } from '../../planner-kit/drag.ts';

export type Plan = ParticipantRooms;
export type Building = Plan['buildings'][number];
export type PlanRoom = Building['rooms'][number];

/** The planner's key of a person: their type and id (a participant, a child and an account never clash). */
export const keyOf = (person: Pick<RoomPlannerPerson, 'type' | 'id'>): string =>
  personKey({ type: person.type, id: person.id.value });

/** What a dragged person carries: who they are and the room they come from (null: the pool). */
export interface DraggedPerson {
  readonly key: string;
  readonly type: PersonType;
  readonly id: string;
  readonly name: string;
  readonly from: string | null;
}

export const personName = (p: Pick<RoomPlannerPerson, 'firstname' | 'lastname'>): string =>
  `${p.firstname} ${p.lastname}`.trim();

export const draggedPerson = (person: RoomPlannerPerson, from: string | null): DraggedPerson => ({
  key: keyOf(person),
  type: person.type,
  id: person.id.value,
  name: personName(person),
  from,
});

/** A building's free beds and mattress spaces left, from the people in its rooms. */
function withBuildingCounts(building: Building): Building {
  const { freeBeds, mattressSpaces } = buildingCounts(building.rooms);
  if (freeBeds === building.freeBeds && mattressSpaces === building.mattressSpaces) return building;
  return { ...building, freeBeds, mattressSpaces };
}

/** The plan with its counts computed again from who is where (the same sums the API makes). */
export function recount(plan: Plan): Plan {
  const buildings = plan.buildings.map(withBuildingCounts);
  return {
    ...plan,
    buildings,
    counts: {
      unassigned: peopleCounts(plan.unassigned),
      freeBeds: buildings.reduce((sum, b) => sum + b.freeBeds, 0),
      mattressSpaces: buildings.reduce((sum, b) => sum + b.mattressSpaces, 0),
    },
  };
}

/**
 * The plan with one person taken out of where they are and put where they were dropped (a room id,
 * or `POOL`), counts included: what the planner shows before the server answers (pure).
 */
export function movePerson(plan: Plan, key: string, to: string): Plan {
  const everyone = [...plan.unassigned, ...plan.buildings.flatMap((b) => b.rooms.flatMap((r) => r.persons))];
  const person = everyone.find((p) => keyOf(p) === key);
  if (!person) return plan;
  const without = (list: readonly RoomPlannerPerson[]) => list.filter((p) => keyOf(p) !== key);
  // Rooms and buildings the move does not touch stay the same objects: their cards need not redraw.
  const buildings = plan.buildings.map((b) => {
    let changed = false;
    const rooms = b.rooms.map((r) => {
      const here = r.persons.some((p) => keyOf(p) === key);
      if (!here && r.id.value !== to) return r;
      changed = true;
      const persons = without(r.persons);
      return { ...r, persons: r.id.value === to ? [...persons, person] : persons };
    });
    return changed ? { ...b, rooms } : b;
  });
  const unassigned = to === POOL ? [...without(plan.unassigned), person] : without(plan.unassigned);
  return recount({ ...plan, buildings, unassigned });
}

/** Where a person is now: the id of their room, or `POOL`; null when the plan does not know them. */
export function placeOf(plan: Plan, key: string): string | null {
  if (plan.unassigned.some((p) => keyOf(p) === key)) return POOL;
  for (const building of plan.buildings) {
    for (const room of building.rooms) if (room.persons.some((p) => keyOf(p) === key)) return room.id.value;
  }
  return null;
}

/** Every person of the plan by key: the pool, the rooms, and those in rooms the centre lost. */
export function peopleByKey(plan: Plan): Map<string, RoomPlannerPerson> {
  const all = [
    ...plan.unassigned,
    ...plan.elsewhere,
    ...plan.buildings.flatMap((b) => b.rooms.flatMap((r) => r.persons)),
  ];
  return new Map(all.map((p) => [keyOf(p), p]));
}

/** Every room of the plan by id, with its building. */
export function roomsById(plan: Plan): Map<string, { room: PlanRoom; building: Building }> {
  return new Map(
    plan.buildings.flatMap((building) =>
      building.rooms.map((room) => [room.id.value, { room, building }] as const),
    ),
  );
}
