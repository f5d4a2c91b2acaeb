import { retreatCenterById } from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import {
  assignmentsOfSession,
  type NotedWishes,
  type RoomAssignment,
  wishesOfSession,
} from '@cenacle/projections/lodging/room-assignments/room-assignments.queries.ts';
import {
  type PlannerPerson,
  sessionPeople,
} from '@cenacle/projections/lodging/room-assignments/room-planner.queries.ts';
import { publicSessionById } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import {
  GENDER_NAMES,
  personKey,
  type RetreatCenter,
  type RoomPlannerPerson,
} from '@cenacle/shared-domain/lodging';
import type { Deps } from '../deps.ts';

/** What the planner of one session works with, from the read models. */
export interface RoomPlan {
  readonly center: RetreatCenter | null;
  readonly people: readonly PlannerPerson[];
  /** Placements of people still on the session, by `personKey`. */
  readonly roomOf: ReadonlyMap<string, string>;
  /** What people asked for their stay, by `personKey`. */
  readonly wishes: ReadonlyMap<string, NotedWishes>;
}

/**
 * The session's centre (from its public page), its people and who is where. A query: a route asking
 * it waits for every read model these come from.
 */
export const roomPlan = defineQuery({
  uses: [publicSessionById, sessionPeople, assignmentsOfSession, wishesOfSession, retreatCenterById],
  run: async (deps: Deps, sessionId: string): Promise<RoomPlan> => {
    const [session, people, assignments, wishes] = await Promise.all([
      publicSessionById(deps.db, sessionId),
      sessionPeople(deps.db, sessionId),
      assignmentsOfSession(deps.db, sessionId),
      wishesOfSession(deps.db, sessionId),
    ]);
    const centerId = session?.retreatCenter?.value ?? null;
    const center = centerId ? await retreatCenterById(deps.db, centerId) : null;
    const known = new Set(people.map((p) => personKey(p.person)));
    const roomOf = new Map(
      assignments
        .filter((a: RoomAssignment) => known.has(personKey(a.person)))
        .map((a) => [personKey(a.person), a.roomId] as const),
    );
    // A gender staff noted fills in one the registration form did not give (servants, children).
    const withGender = people.map((p) => {
      const noted = wishes.get(personKey(p.person))?.gender ?? null;
      return p.gender === null && noted !== null ? { ...p, gender: noted } : p;
    });
    return { center, people: withGender, roomOf, wishes };
  },
});

export const toPlannerPerson = (p: PlannerPerson): RoomPlannerPerson => ({
  id: { value: p.person.id },
  type: p.person.type,
  firstname: p.firstname,
  lastname: p.lastname,
  price: p.priceMinor / 100,
  age: p.age,
  gender: p.gender ? GENDER_NAMES[p.gender] : null,
});
