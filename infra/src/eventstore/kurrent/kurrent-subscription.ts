import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  excludeSystemEvents,
  type KurrentDBClient,
  START,
} from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  LOG_START,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.ts';
import { isSystemEvent, toRecordedEvent } from './mapping.ts';

const DEFAULT_BATCH_SIZE = 256;

/**
 * Wraps the client's catch-up subscription. Events are pulled from the (paused) readable stream,
 * so the client's buffer fills and the server stops sending while the handler runs: backpressure.
 * A batch is whatever is buffered when the previous handler call returned, up to `batchSize`.
 */
export function kurrentSubscription(
  client: KurrentDBClient,
  handler: (events: readonly RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const start = options.after ?? LOG_START;
  const stream: AllStreamSubscription = client.subscribeToAll({
    fromPosition: start.commit < 0n ? START : { commit: start.commit, prepare: start.prepare },
    filter: excludeSystemEvents(),
  });
  let stopped = false;
  let caughtUp = false;
  let ended = false;
  let failure: unknown = null;
  let signal: (() => void) | null = null;
  const poke = (): void => {
    const s = signal;
    signal = null;
    s?.();
  };
  stream.on('readable', poke);
  stream.on('caughtUp', () => {
    caughtUp = true;
    poke();
  });
  stream.on('error', (error: Error) => {
    failure = error;
    poke();
  });
  stream.on('end', () => {
    ended = true;
    poke();
  });

  const takeBatch = (after: Position): RecordedEvent[] => {
    const batch: RecordedEvent[] = [];
    while (batch.length < batchSize) {
      const resolved = stream.read() as AllStreamResolvedEvent | null;
      if (resolved === null) break;
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      const recorded = toRecordedEvent(event);
      // The server starts after `after` already; this only guards against a resent event.
      if (comparePositions(recorded.position, after) > 0) batch.push(recorded);
    }
    return batch;
  };

  const run = async (): Promise<void> => {
    let after = start;
    while (!stopped) {
      const batch = takeBatch(after);
      const last = batch[batch.length - 1];
      if (last) {
        await handler(batch);
        after = last.position;
        continue;
      }
      if (failure) throw failure;
      if (ended) throw new Error('KurrentDB subscription ended unexpectedly');
      // The caughtUp message follows every event before it, all of which are now delivered.
      if (caughtUp) {
        caughtUp = false;
        options.onCaughtUp?.(after);
      }
      await new Promise<void>((resolve) => {
        signal = resolve;
      });
    }
  };

  const done = run().finally(async () => {
    stream.removeAllListeners();
    stream.on('error', () => undefined);
    await stream.unsubscribe().catch(() => undefined);
  });
  return {
    done,
    stop: async () => {
      stopped = true;
      poke();
      await done.catch(() => undefined);
    },
  };
}
