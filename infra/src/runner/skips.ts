import type { Kysely } from 'kysely';
import { noFailure, readProjectionFailure } from '../db/projection-failures.ts';
import type { Database } from '../db/schema.ts';
import {
  type EventStore,
  formatPosition,
  type Position,
  parsePosition,
  type RecordedEvent,
} from '../eventstore/port.ts';

/**
 * Every operator's skip is an event of this one stream: the audit trail of read models that differ
 * from a plain replay, read by every runner and rebuild (decision 017).
 */
export const PROJECTOR_SKIPS_STREAM = 'projectorSkips-log';
export const PROJECTOR_EVENT_SKIPPED = 'ProjectorEventSkipped';
const SCHEMA_VERSION = 1;
/** Longest reason kept: a sentence or two and a ticket number. */
export const SKIP_REASON_MAX_LENGTH = 500;

/** `ProjectorEventSkipped` v1: an operator let a stopped projector pass the event it stopped on. */
export interface ProjectorEventSkipped {
  readonly projector: string;
  readonly eventId: string;
  readonly eventType: string;
  /** The skipped event's log position, as `formatPosition` writes it. */
  readonly position: string;
  readonly reason: string;
  /** Who skipped it: an account id, or the operator's name on the machine for the CLI. */
  readonly by: string;
}

export interface ProjectorSkip extends ProjectorEventSkipped {
  readonly skippedAt: string;
}

/** The operator asked for something other than the event the projector stopped on. */
export class SkipRefusedError extends Error {
  constructor(
    message: string,
    readonly code: 'NOT_STOPPED' | 'OTHER_EVENT' | 'NO_REASON',
  ) {
    super(message);
    this.name = 'SkipRefusedError';
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function toSkip(event: RecordedEvent): ProjectorSkip | null {
  if (event.type !== PROJECTOR_EVENT_SKIPPED) return null;
  const data = event.data as Partial<Record<keyof ProjectorEventSkipped, unknown>>;
  const fields = [data.projector, data.eventId, data.eventType, data.position, data.reason, data.by];
  if (!fields.every(isText)) throw new Error(`Malformed ${PROJECTOR_EVENT_SKIPPED} ${event.id}`);
  return { ...(data as ProjectorEventSkipped), skippedAt: event.metadata.timestamp };
}

/** Every skip ever recorded, oldest first (a projector's own: filter by `projector`). */
export async function readSkips(store: EventStore): Promise<ProjectorSkip[]> {
  const events = await store.readStream(PROJECTOR_SKIPS_STREAM);
  return events.flatMap((event) => toSkip(event) ?? []);
}

/** The ids of the events an operator skipped for this projector. */
export async function skippedEventIds(store: EventStore, projector: string): Promise<ReadonlySet<string>> {
  const skips = await readSkips(store);
  return new Set(skips.filter((s) => s.projector === projector).map((s) => s.eventId));
}

/**
 * The batch with the skipped events renamed to a type no projector handles: they stay in it, so the
 * checkpoint passes them like any event, and only the projector's `apply` never sees them.
 */
export function withSkipsMarked(
  events: readonly RecordedEvent[],
  skipped: ReadonlySet<string>,
): RecordedEvent[] {
  if (skipped.size === 0) return [...events];
  return events.map((event) =>
    skipped.has(event.id) ? { ...event, type: `${PROJECTOR_EVENT_SKIPPED}:${event.type}` } : event,
  );
}

export interface SkipRequest {
  readonly projector: string;
  /** The position of the event it stopped on, as health shows it: a typo skips nothing. */
  readonly position: string;
  readonly reason: string;
  readonly by: string;
  /** The signed-in account that asked, when it came through the API. */
  readonly userId?: string | null;
  readonly correlationId: string;
  readonly newId: () => string;
  readonly now: () => Date;
}

/**
 * Records that the stopped projector may pass the event it stopped on, and clears its failure so its
 * runner subscribes again (reading the skips) and goes on. Refused unless the projector has stopped on
 * the event at exactly that position. Events are never edited: the skip is an event of its own.
 */
export async function skipFailedEvent(
  deps: { readonly store: EventStore; readonly db: Kysely<Database> },
  request: SkipRequest,
): Promise<ProjectorSkip> {
  const reason = request.reason.trim();
  if (!reason || reason.length > SKIP_REASON_MAX_LENGTH) {
    throw new SkipRefusedError(
      `A reason of 1 to ${SKIP_REASON_MAX_LENGTH} characters is required`,
      'NO_REASON',
    );
  }
  const failure = await readProjectionFailure(deps.db, request.projector);
  if (!failure)
    throw new SkipRefusedError(`${request.projector} has not stopped on any event`, 'NOT_STOPPED');
  const asked: Position | null = parsePosition(request.position);
  const at = formatPosition(failure.position);
  if (!asked || formatPosition(asked) !== at) {
    throw new SkipRefusedError(
      `${request.projector} stopped on ${failure.eventType} ${failure.eventId} at ${at}, not at ${request.position}`,
      'OTHER_EVENT',
    );
  }
  const data: ProjectorEventSkipped = {
    projector: request.projector,
    eventId: failure.eventId,
    eventType: failure.eventType,
    position: at,
    reason,
    by: request.by,
  };
  const timestamp = request.now().toISOString();
  await deps.store.appendToStream(PROJECTOR_SKIPS_STREAM, [
    {
      id: request.newId(),
      type: PROJECTOR_EVENT_SKIPPED,
      data,
      metadata: {
        userId: request.userId ?? null,
        correlationId: request.correlationId,
        causationId: null,
        timestamp,
        schemaVersion: SCHEMA_VERSION,
      },
    },
  ]);
  // Only the failure this skip is about: a rebuild or a restart may have cleared it meanwhile.
  await deps.db
    .updateTable('projection_checkpoints')
    .set(noFailure)
    .where('name', '=', request.projector)
    .where('failed_event_id', '=', failure.eventId)
    .execute();
  return { ...data, skippedAt: timestamp };
}
