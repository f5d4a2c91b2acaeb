import type { Database } from '@cenacle/infra/db/schema.ts';
import {
  type PersonRef,
  type PersonType,
  personKey,
  ROOM_ASSIGNMENTS_READ_MODEL,
} from '@cenacle/shared-domain/lodging/rules';
import { GENDERS, type Gender } from '@cenacle/shared-domain/registration/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface RoomAssignment {
  readonly person: PersonRef;
  readonly roomId: string;
}

/** Who is in which room during a session. */
export const assignmentsOfSession = defineQuery({
  readModels: [ROOM_ASSIGNMENTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<RoomAssignment[]> => {
    const rows = await db
      .selectFrom('room_assignments')
      .select(['person_type', 'person_id', 'room_id'])
      .where('session_id', '=', sessionId)
      .orderBy('person_type')
      .orderBy('person_id')
      .execute();
    return rows.map((row) => ({
      person: { type: row.person_type as PersonType, id: row.person_id },
      roomId: row.room_id,
    }));
  },
});

export interface NotedWishes {
  /** `personKey`s. */
  readonly roommates: readonly string[];
  readonly notWith: readonly string[];
  readonly needsStepFree: boolean;
  readonly gender: Gender | null;
}

/** The noted wishes of a session's people, by `personKey`. */
export const wishesOfSession = defineQuery({
  readModels: [ROOM_ASSIGNMENTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<Map<string, NotedWishes>> => {
    const rows = await db
      .selectFrom('lodging_wishes')
      .select(['person_type', 'person_id', 'roommates', 'not_with', 'needs_step_free', 'gender'])
      .where('session_id', '=', sessionId)
      .execute();
    return new Map(
      rows.map((row) => [
        personKey({ type: row.person_type as PersonType, id: row.person_id }),
        {
          roommates: row.roommates,
          notWith: row.not_with,
          needsStepFree: row.needs_step_free,
          gender: (GENDERS as readonly string[]).includes(row.gender ?? '') ? (row.gender as Gender) : null,
        },
      ]),
    );
  },
});
