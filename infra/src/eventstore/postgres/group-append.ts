import type pg from 'pg';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../port.ts';
import { answerRepeat, appendEvents, checkBatch } from './append.ts';
import { toPosition } from './rows.ts';
import { expectationKind, GROUP_APPEND_SQL } from './sql.ts';

/** Appends waiting for a round trip, at most this many per group. */
const MAX_GROUP_APPENDS = 64;
/** Nor more events than this per group (one append larger than it still goes alone). */
const MAX_GROUP_EVENTS = 2_000;
/**
 * A round trip takes its share of the waiting appends: they are split over the free round trips,
 * each taking at least this many events. With much waiting, two or more groups then travel at once,
 * and the database inserts one while this process answers the other; with little, one group takes
 * all, since a commit per event costs more than the wait.
 */
const SPLIT_FROM_EVENTS = 32;

interface Request {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedRevision;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** A stream that took its events: its last one. */
interface AppendedRow {
  readonly stream_id: string;
  readonly stream_version: string;
  readonly transaction_id: string;
  readonly global_position: string;
  readonly actual: null;
  readonly known: null;
}

/** A stream that failed its expectation: its version as the statement saw it, and whether it repeats. */
interface FailedRow {
  readonly stream_id: string;
  readonly actual: string | null;
  readonly known: boolean;
}

type GroupRow = AppendedRow | FailedRow;

/**
 * Group commit: at most `maxInFlight` appends (or groups of appends) are on their way to the
 * database at once; appends arriving meanwhile wait, and the next free round trip takes all of them
 * as one statement, one transaction, one commit. Each append in a group is still checked against its
 * own expectation: one that fails gets its conflict alone (see `answerRepeat`), the others commit.
 *
 * Two appends to the same stream never travel in the same group, nor in two groups at once: the
 * later waits for the earlier's answer. A group's stream rows are locked in stream id order, so
 * groups of different processes cannot deadlock on them. A group that fails as a whole (an event id
 * already stored, any database error) committed nothing, and each of its appends is then tried
 * alone, so that each gets its own answer.
 */
export class GroupAppender {
  private readonly queue: Request[] = [];
  private readonly busyStreams = new Set<string>();
  private inFlight = 0;
  private pumpScheduled = false;
  /** Appends that travelled in a group of two or more, and the groups: for tests and benches. */
  readonly stats = { groups: 0, groupedAppends: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxInFlight: number,
  ) {}

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    checkBatch(streamId, events);
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      if (this.inFlight === 0 && !this.pumpScheduled) this.pump();
      else this.schedulePump();
    });
  }

  /**
   * The next round trip leaves once the current turn of the event loop is over, so that every
   * append made in it (the callers just answered make their next ones in their continuations)
   * travels together instead of the first taking a free slot alone.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      this.inFlight += 1;
      for (const request of group) this.busyStreams.add(request.streamId);
      void this.send(group).then((settle) => {
        this.inFlight -= 1;
        for (const request of group) this.busyStreams.delete(request.streamId);
        for (const answer of settle) answer();
        // Those left waiting go once the answered callers have made their next appends; with none
        // waiting, the next append leaves at once.
        if (this.queue.length > 0) this.schedulePump();
      });
    }
  }

  /** The oldest waiting appends whose streams are free, in arrival order. */
  private takeGroup(): Request[] {
    const group: Request[] = [];
    const streams = new Set<string>();
    let events = 0;
    const queued = this.queue.reduce((n, r) => n + r.events.length, 0);
    const parts = Math.max(
      1,
      Math.min(this.maxInFlight - this.inFlight, Math.floor(queued / SPLIT_FROM_EVENTS)),
    );
    const most = Math.min(MAX_GROUP_APPENDS, Math.ceil(this.queue.length / parts));
    for (let i = 0; i < this.queue.length && group.length < most; ) {
      const request = this.queue[i] as Request;
      const free = !this.busyStreams.has(request.streamId) && !streams.has(request.streamId);
      const fits = group.length === 0 || events + request.events.length <= MAX_GROUP_EVENTS;
      if (!free || !fits) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      group.push(request);
      streams.add(request.streamId);
      events += request.events.length;
    }
    return group;
  }

  /**
   * Answers how to settle each append of the group; the caller frees the group's slot and streams
   * first, so that an append made in reaction to an answer finds them free.
   */
  private async send(group: readonly Request[]): Promise<(() => void)[]> {
    const outcome = (request: Request, attempt: Promise<AppendResult>) =>
      attempt.then(
        (result) => () => request.resolve(result),
        (error: unknown) => () => request.reject(error),
      );
    const [only] = group;
    if (only && group.length === 1) {
      return [await outcome(only, appendEvents(this.pool, only.streamId, only.events, only.expected))];
    }
    let rows: GroupRow[];
    try {
      rows = (await this.pool.query<GroupRow>({ ...GROUP_APPEND_SQL, values: groupParameters(group) })).rows;
    } catch {
      // Nothing of the group committed: each append alone gets its own answer (a repeat, a conflict,
      // the error itself), one after the other, within the group's own slot of `maxInFlight`.
      const settled: (() => void)[] = [];
      for (const r of group) {
        settled.push(await outcome(r, appendEvents(this.pool, r.streamId, r.events, r.expected)));
      }
      return settled;
    }
    this.stats.groups += 1;
    this.stats.groupedAppends += group.length;
    const answered = new Map(rows.map((row) => [row.stream_id, row]));
    return Promise.all(
      group.map((request) => {
        const row = answered.get(request.streamId);
        if (row && row.known === null) {
          const result = { nextExpectedRevision: BigInt(row.stream_version), position: toPosition(row) };
          return () => request.resolve(result);
        }
        // Its expectation failed. None of its events stored and a version that explains the failure:
        // a plain conflict, answered at once. Else a repeat of an append already stored, or a version
        // changed after the statement's snapshot: the query of a single append tells.
        const actual = row?.actual ? BigInt(row.actual) : 'no_stream';
        if (row?.known === false && explainsConflict(request.expected, actual)) {
          const conflict = new WrongExpectedRevisionError(request.streamId, request.expected, actual);
          return () => request.reject(conflict);
        }
        return outcome(
          request,
          answerRepeat(this.pool, request.streamId, request.events, request.expected, null),
        );
      }),
    );
  }
}

/** Whether a stream at `actual` fails the expectation (so the snapshot's version is not stale). */
function explainsConflict(expected: ExpectedRevision, actual: bigint | 'no_stream'): boolean {
  if (expected === 'no_stream') return actual !== 'no_stream';
  if (expected === 'stream_exists') return actual === 'no_stream';
  if (typeof expected === 'bigint') return actual !== expected;
  return false;
}

function groupParameters(group: readonly Request[]): unknown[] {
  const eventStreams: string[] = [];
  const offsets: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const schemaVersions: number[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const request of group) {
    request.events.forEach((event, n) => {
      eventStreams.push(request.streamId);
      offsets.push(n + 1);
      ids.push(event.id);
      types.push(event.type);
      schemaVersions.push(event.metadata.schemaVersion);
      data.push(JSON.stringify(event.data ?? null));
      metadata.push(JSON.stringify(event.metadata));
    });
  }
  return [
    group.map((r) => r.streamId),
    group.map((r) => expectationKind(r.expected)),
    group.map((r) => (typeof r.expected === 'bigint' ? r.expected.toString() : null)),
    group.map((r) => r.events.length),
    eventStreams,
    offsets,
    ids,
    types,
    schemaVersions,
    data,
    metadata,
  ];
}
