import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Position } from '../eventstore/port.ts';
import type { Database } from './schema.ts';

/** The event a projector stopped on, and why. */
export interface ProjectionFailure {
  readonly eventId: string;
  readonly eventType: string;
  readonly position: Position;
  /** The error's message, as PostgreSQL or the projector put it. */
  readonly error: string;
  readonly failedAt: Date;
}

/** One projector as its checkpoint row tells it (any process may ask: the API's health does). */
export interface ProjectorStatus {
  readonly name: string;
  readonly position: Position;
  readonly updatedAt: Date;
  readonly failure: ProjectionFailure | null;
}

/** Longer error texts are cut: the log has the whole error with its stack. */
const MAX_ERROR_LENGTH = 2_000;

const statusColumns = [
  'name',
  'updated_at',
  'failed_event_id',
  'failed_event_type',
  'failed_error',
  'failed_at',
  sql<string>`commit_position::text`.as('commit'),
  sql<string>`prepare_position::text`.as('prepare'),
  sql<string | null>`failed_commit_position::text`.as('failed_commit'),
  sql<string | null>`failed_prepare_position::text`.as('failed_prepare'),
] as const;

interface StatusRow {
  name: string;
  updated_at: Date;
  failed_event_id: string | null;
  failed_event_type: string | null;
  failed_error: string | null;
  failed_at: Date | null;
  commit: string;
  prepare: string;
  failed_commit: string | null;
  failed_prepare: string | null;
}

function toStatus(row: StatusRow): ProjectorStatus {
  const failure =
    row.failed_event_id !== null && row.failed_commit !== null && row.failed_prepare !== null
      ? {
          eventId: row.failed_event_id,
          eventType: row.failed_event_type ?? '',
          position: { commit: BigInt(row.failed_commit), prepare: BigInt(row.failed_prepare) },
          error: row.failed_error ?? '',
          failedAt: row.failed_at ?? row.updated_at,
        }
      : null;
  return {
    name: row.name,
    position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
    updatedAt: row.updated_at,
    failure,
  };
}

/** Every projector that has a checkpoint, by name. */
export async function readProjectorStatuses(db: Kysely<Database>): Promise<ProjectorStatus[]> {
  const rows = await db.selectFrom('projection_checkpoints').select(statusColumns).orderBy('name').execute();
  return rows.map(toStatus);
}

/** The failure recorded for a projector, or null when it runs (or never ran). */
export async function readProjectionFailure(
  db: Kysely<Database>,
  name: string,
): Promise<ProjectionFailure | null> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(statusColumns)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? toStatus(row).failure : null;
}

/** Records that a projector stopped on an event; the checkpoint itself stays just before it. */
export async function recordProjectionFailure(
  db: Kysely<Database>,
  name: string,
  failure: Omit<ProjectionFailure, 'failedAt'>,
): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({
      failed_event_id: failure.eventId,
      failed_event_type: failure.eventType,
      failed_commit_position: failure.position.commit,
      failed_prepare_position: failure.position.prepare,
      failed_error: failure.error.slice(0, MAX_ERROR_LENGTH),
      failed_at: sql<Date>`now()`,
    })
    .where('name', '=', name)
    .execute();
}

/** Empties the failure columns (a reset: the projector starts over). */
export const noFailure = {
  failed_event_id: null,
  failed_event_type: null,
  failed_commit_position: null,
  failed_prepare_position: null,
  failed_error: null,
  failed_at: null,
} as const;

/**
 * For the checkpoint UPDATE of a batch that ends at `position`: empties the failure columns once the
 * batch has passed the failed event (it applied after all: a restart with a fix, or a rebuild), and
 * keeps them otherwise. In the same statement, so a healthy batch costs no extra round trip.
 */
export function failureClearedPast(position: Position): Record<keyof typeof noFailure, RawBuilder<null>> {
  const passed = sql<boolean>`(${position.commit}::bigint, ${position.prepare}::bigint)
    >= (failed_commit_position, failed_prepare_position)`;
  const keepUnlessPassed = (column: keyof typeof noFailure) =>
    sql<null>`CASE WHEN ${passed} THEN NULL ELSE ${sql.ref(column)} END`;
  return {
    failed_event_id: keepUnlessPassed('failed_event_id'),
    failed_event_type: keepUnlessPassed('failed_event_type'),
    failed_commit_position: keepUnlessPassed('failed_commit_position'),
    failed_prepare_position: keepUnlessPassed('failed_prepare_position'),
    failed_error: keepUnlessPassed('failed_error'),
    failed_at: keepUnlessPassed('failed_at'),
  };
}
