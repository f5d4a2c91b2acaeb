import { type Kysely, sql } from 'kysely';
import { readCheckpoint } from '../db/checkpoints.ts';
import { failureClearedPast, noFailure } from '../db/projection-failures.ts';
import type { Database } from '../db/schema.ts';
import { LOG_START, type Position, type RecordedEvent } from '../eventstore/port.ts';
import type { Projector } from './projector.ts';

/** The stored checkpoint moved under us (a rebuild reset it, or another runner committed first). */
export class StaleCheckpointError extends Error {
  constructor(
    readonly projection: string,
    readonly expected: Position,
  ) {
    super(`Checkpoint of ${projection} is no longer ${expected.commit}.${expected.prepare}`);
    this.name = 'StaleCheckpointError';
  }
}

/** The projector's checkpoint, creating it at LOG_START the first time. */
export async function ensureCheckpoint(db: Kysely<Database>, name: string): Promise<Position> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, commit_position: LOG_START.commit, prepare_position: LOG_START.prepare })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await readCheckpoint(db, name)) ?? LOG_START;
}

export interface CommittedBatch {
  readonly position: Position;
  /** How many events of the batch the projector handled. */
  readonly applied: number;
}

/**
 * Applies one batch and moves the checkpoint to its last event in ONE transaction, so a crash never
 * applies an event twice nor loses one. The compare-and-set runs first: it takes the checkpoint row's
 * lock before any read-model row (the order a rebuild's reset uses too, so the two never deadlock), and
 * a competing writer that committed first makes it update nothing, which rolls the whole batch back.
 */
export async function commitBatch(
  db: Kysely<Database>,
  projector: Projector,
  expected: Position,
  events: readonly RecordedEvent[],
  handles: ReadonlySet<string> = new Set(projector.handles),
): Promise<CommittedBatch> {
  const last = events[events.length - 1];
  if (!last) return { position: expected, applied: 0 };
  const handled = events.filter((e) => handles.has(e.type));
  if (projector.react && handled.length > 0) await projector.react(handled);
  await db.transaction().execute(async (trx) => {
    // Read models and their checkpoint commit together, and the log can always replay them: a crash
    // that loses the last few batches loses their checkpoint too, so they are simply applied again.
    // So runners' pools commit without waiting for the disk (`createPool`'s `asyncCommit`), which
    // keeps the read-model lag low and leaves the fsyncs to the appends.
    const result = await trx
      .updateTable('projection_checkpoints')
      .set({
        commit_position: last.position.commit,
        prepare_position: last.position.prepare,
        updated_at: sql<Date>`now()`,
        ...failureClearedPast(last.position),
      })
      .where('name', '=', projector.name)
      .where(sql<boolean>`(commit_position, prepare_position) = (${expected.commit}, ${expected.prepare})`)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new StaleCheckpointError(projector.name, expected);
    if (handled.length > 0) await projector.apply(trx, handled);
  });
  return { position: last.position, applied: handled.length };
}

/**
 * Empties the projector's tables and puts its checkpoint back to LOG_START (forgetting a recorded
 * failure), in one transaction. The checkpoint row is locked first (see `commitBatch`); the active
 * runner's next compare-and-set then fails and it starts over from the beginning of the log.
 */
export async function resetProjector(db: Kysely<Database>, projector: Projector): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projection_checkpoints')
      .values({
        name: projector.name,
        commit_position: LOG_START.commit,
        prepare_position: LOG_START.prepare,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          commit_position: LOG_START.commit,
          prepare_position: LOG_START.prepare,
          updated_at: sql<Date>`now()`,
          // Starting over: whether the event it stopped on applies now, the replay will tell.
          ...noFailure,
        }),
      )
      .execute();
    if (projector.tables.length > 0) {
      const tables = sql.join(projector.tables.map((t) => sql.table(t)));
      await sql`TRUNCATE ${tables}`.execute(trx);
    }
  });
}
