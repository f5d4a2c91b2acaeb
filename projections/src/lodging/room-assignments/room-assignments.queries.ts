import type { Database } from '@cenacle/infra/db/schema.ts';
import type { PersonRef, PersonType } from '@cenacle/shared-domain/lodging/rules';
import type { Kysely } from 'kysely';

export interface RoomAssignment {
  readonly person: PersonRef;
  readonly roomId: string;
}

/** Who is in which room during a session. */
export async function assignmentsOfSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<RoomAssignment[]> {
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
}
