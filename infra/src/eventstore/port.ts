/**
 * The event store port. Two adapters implement it (PostgreSQL, KurrentDB/EventStoreDB) and one
 * contract suite (`infra/src/eventstore/contract.ts`) proves they behave alike.
 *
 * Revisions are 0-based: the first event of a stream has revision 0n. A stream that does not
 * exist has no revision ("no_stream").
 */

import type { PersonalPart } from '@cenacle/shared-domain';

/** Where an event sits in the whole log. Ordered by (commit, prepare); see `comparePositions`. */
export interface Position {
  /** PostgreSQL: the writing transaction id (xid8). KurrentDB: the commit position. */
  readonly commit: bigint;
  /** PostgreSQL: the global sequence number. KurrentDB: the prepare position. */
  readonly prepare: bigint;
}

/** Before every event of the log: a subscription from here delivers the first event. */
export const LOG_START: Position = Object.freeze({ commit: -1n, prepare: -1n });

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Carried by every event. Time, ids and the acting user come from the command, never from the store. */
export interface EventMetadata {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO-8601 instant at which the command was decided. */
  readonly timestamp: string;
  readonly schemaVersion: number;
  /** A command made on a device (the arrival desk): its own id, made there (decision 024). */
  readonly commandId?: string;
  /** The device's clock when that command was made. */
  readonly madeAt?: string;
  /** The server's clock when that command arrived. */
  readonly receivedAt?: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** A UUID chosen by the writer; appending the same id again is an idempotent no-op. */
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
  /**
   * Set by the command bus from the event's declaration: the personal fields of `data` and whose
   * they are. The protected store (`createEventStore`) seals them; the bare adapters refuse them.
   */
  readonly personal?: PersonalPart;
  /** Set by the command bus: this event erases the person with this id (the store destroys the key). */
  readonly erases?: string;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: Position;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  readonly nextExpectedRevision: bigint;
  /** Position of the last event appended (or, for an idempotent repeat, of the original). */
  readonly position: Position;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the first event (forwards) or the last (backwards). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to LOG_START. */
  readonly after?: Position;
  readonly maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events strictly after this position (a stored checkpoint). */
  readonly after?: Position;
  readonly batchSize?: number;
  /** Called each time the subscription has delivered everything committed so far. */
  readonly onCaughtUp?: (position: Position) => void;
  /**
   * Live, the shortest time between two reads of the log (PostgreSQL; default 3 ms): longer batches
   * more events per read, for a subscription that may lag a little and should cost little.
   */
  readonly readIntervalMs?: number;
}

/**
 * A running subscription. The handler is awaited before the next batch is read, so a handler that
 * stores its checkpoint with the batch never loses nor repeats an event.
 */
export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription stops; rejects with the handler's or the store's error. */
  readonly done: Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** An empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Forwards through the whole log, in position order, never past an event that may still be followed by an earlier one. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the last event readable by `readAll`, or null for an empty log. */
  headPosition(): Promise<Position | null>;
  /**
   * The position of the last committed event, whether `readAll` may read that far yet or not (with
   * PostgreSQL it may not while earlier transactions are still open): no append has answered a
   * position beyond it. Null for an empty log.
   */
  endPosition(): Promise<Position | null>;
  subscribeToAll(
    handler: (events: readonly RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** A bare adapter was handed personal data to seal: only the protected store may take it (decision 007). */
export class UnprotectedPersonalDataError extends Error {
  constructor(readonly type: string) {
    super(`Event ${type} carries personal data: append it through the protected store (createEventStore)`);
    this.name = 'UnprotectedPersonalDataError';
  }
}

/** Throws rather than store personal data in plaintext. */
export function refuseUnsealed(events: readonly NewEvent[]): void {
  const unsealed = events.find((e) => e.personal || e.erases);
  if (unsealed) throw new UnprotectedPersonalDataError(unsealed.type);
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The wire and checkpoint form of a position: `"<commit>.<prepare>"`. */
export function formatPosition(p: Position): string {
  return `${p.commit}.${p.prepare}`;
}

export function parsePosition(text: string): Position | null {
  const match = /^(-?\d+)\.(-?\d+)$/.exec(text);
  if (!match) return null;
  return { commit: BigInt(match[1] as string), prepare: BigInt(match[2] as string) };
}
