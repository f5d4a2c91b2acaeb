import type pg from 'pg';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../port.ts';
import { toPosition } from './rows.ts';
import { APPEND_STATEMENTS, expectationKind, FIND_EVENTS_BY_ID_SQL, STREAM_VERSION_SQL } from './sql.ts';

/** A pool, or a client (inside a transaction of the caller's, as the concurrency tests do). */
export type Queryable = pg.Pool | pg.PoolClient | pg.Client;

interface InsertedRow {
  readonly transaction_id: string;
  readonly global_position: string;
  readonly stream_version: string;
}

interface ExistingRow extends InsertedRow {
  readonly event_id: string;
  readonly stream_id: string;
}

/** Thrown when some, but not all, of a batch's event ids are already stored (or in another stream). */
export class EventIdConflictError extends Error {
  readonly code = 'EVENT_ID_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super(
      `Stream ${streamId}: event ids ${eventIds.join(', ')} are already stored, but not as this exact ` +
        'append; refusing a partial repeat',
    );
    this.name = 'EventIdConflictError';
  }
}

/**
 * Appends in one round trip: one statement (see sql.ts) answering the last event appended, or no
 * row on a conflict. Only then, or on a duplicate event id, does one more query tell an idempotent
 * repeat (answered with the original result) from a real conflict.
 */
export async function appendEvents(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  checkBatch(streamId, events);
  const kind = expectationKind(expected);
  const values: unknown[] = [
    streamId,
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.metadata.schemaVersion),
    events.map((e) => JSON.stringify(e.data ?? null)),
    events.map((e) => JSON.stringify(e.metadata)),
    events.length,
  ];
  if (typeof expected === 'bigint') values.push(expected.toString());
  let last: InsertedRow | undefined;
  try {
    const result = await db.query<InsertedRow>({ ...APPEND_STATEMENTS[kind], values });
    last = result.rows[0];
  } catch (error) {
    if (isEventIdViolation(error)) return answerRepeat(db, streamId, events, expected, error);
    throw error;
  }
  if (!last) return answerRepeat(db, streamId, events, expected, null);
  return { nextExpectedRevision: BigInt(last.stream_version), position: toPosition(last) };
}

/** Refuses an empty append and one naming the same event id twice. */
export function checkBatch(streamId: string, events: readonly NewEvent[]): void {
  if (events.length === 0) throw new Error(`Stream ${streamId}: appendToStream needs at least one event`);
  if (new Set(events.map((e) => e.id.toLowerCase())).size !== events.length) {
    throw new Error(`Stream ${streamId}: the same event id appears twice in one append`);
  }
}

function isEventIdViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'events_event_id_key';
}

/**
 * An append whose expectation failed (or whose event ids clashed): answers the original result of a
 * repeat, or throws the conflict.
 */
export async function answerRepeat(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  violation: unknown,
): Promise<AppendResult> {
  const ids = events.map((e) => e.id.toLowerCase());
  const { rows } = await db.query<ExistingRow>(FIND_EVENTS_BY_ID_SQL, [ids]);
  const found = new Map(rows.map((row) => [row.event_id, row]));
  const lastId = ids[ids.length - 1] as string;
  const original = found.get(lastId);
  if (original && ids.every((id) => found.get(id)?.stream_id === streamId)) {
    return { nextExpectedRevision: BigInt(original.stream_version), position: toPosition(original) };
  }
  if (found.size > 0) throw new EventIdConflictError(streamId, [...found.keys()]);
  // The clashing row belonged to a transaction that has since rolled back: let the caller retry.
  if (violation) throw violation;
  const actual = await db.query<{ version: string }>(STREAM_VERSION_SQL, [streamId]);
  const version = actual.rows[0]?.version;
  throw new WrongExpectedRevisionError(
    streamId,
    expected,
    version === undefined ? 'no_stream' : BigInt(version),
  );
}
