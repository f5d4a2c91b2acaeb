import type {
  AllStreamRecordedEvent,
  AppendStreamState,
  RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { ANY, NO_STREAM, STREAM_EXISTS } from '@kurrent/kurrentdb-client';
import { type EventMetadata, type ExpectedRevision, LOG_START, type RecordedEvent } from '../port.ts';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** System events ($-prefixed types: stream metadata, projections, statistics) are not ours. */
export function isSystemEvent(event: { readonly type: string }): boolean {
  return event.type.startsWith('$');
}

/** Events written by other tools may lack some fields: fill them rather than fail the read. */
function toMetadata(raw: unknown): EventMetadata {
  const m = (raw && typeof raw === 'object' && !(raw instanceof Uint8Array) ? raw : {}) as Record<
    string,
    unknown
  >;
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  return {
    userId: text(m.userId),
    correlationId: text(m.correlationId) ?? '',
    causationId: text(m.causationId),
    timestamp: text(m.timestamp) ?? '',
    schemaVersion: typeof m.schemaVersion === 'number' ? m.schemaVersion : 1,
    ...(typeof m.commandId === 'string' ? { commandId: m.commandId } : {}),
    ...(typeof m.madeAt === 'string' ? { madeAt: m.madeAt } : {}),
    ...(typeof m.receivedAt === 'string' ? { receivedAt: m.receivedAt } : {}),
  };
}

export function toRecordedEvent(event: KurrentRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: toMetadata(event.metadata),
    streamId: event.streamId,
    revision: event.revision,
    // Servers before 22.6 leave stream reads without a position.
    position: event.position ? { commit: event.position.commit, prepare: event.position.prepare } : LOG_START,
  };
}
