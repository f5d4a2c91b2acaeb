import { type Kysely, sql } from 'kysely';
import { comparePositions, type Position } from '../eventstore/port.ts';
import type { Database } from './schema.ts';

/** Read as text so positions stay exact bigints whatever the pool's int8 parser does. */
const positionColumns = [
  'name',
  sql<string>`commit_position::text`.as('commit'),
  sql<string>`prepare_position::text`.as('prepare'),
] as const;

/** The position a projector has applied up to (LOG_START after a reset), or null when it never ran. */
export async function readCheckpoint(db: Kysely<Database>, name: string): Promise<Position | null> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(positionColumns)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : null;
}

/** Every projector's checkpoint by name. */
export async function readCheckpoints(db: Kysely<Database>): Promise<Map<string, Position>> {
  const rows = await db.selectFrom('projection_checkpoints').select(positionColumns).execute();
  return new Map(rows.map((r) => [r.name, { commit: BigInt(r.commit), prepare: BigInt(r.prepare) }]));
}

/** True when a projector that stands at `checkpoint` has applied the event at `position`. */
export function checkpointReached(checkpoint: Position | null, position: Position): boolean {
  return checkpoint !== null && comparePositions(checkpoint, position) >= 0;
}
