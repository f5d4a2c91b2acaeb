import { randomUUID } from 'node:crypto';
import { formatPosition } from '@cenacle/infra';
import type { TestApi } from './test-api.ts';

/**
 * Appends one event straight to a new stream, as an older release (or a bug of long ago) could have
 * written it, bypassing the deciders and the bus's schema check. Answers its id and log position.
 */
export async function appendRawEvent(
  api: TestApi,
  streamId: string,
  event: { readonly type: string; readonly data: unknown },
  schemaVersion = 1,
): Promise<{ eventId: string; position: string }> {
  const eventId = randomUUID();
  const metadata = {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date().toISOString(),
    schemaVersion,
  };
  const appended = await api.runtime.store.appendToStream(
    streamId,
    [{ id: eventId, type: event.type, data: event.data, metadata }],
    { expectedRevision: 'no_stream' },
  );
  return { eventId, position: formatPosition(appended.position) };
}
