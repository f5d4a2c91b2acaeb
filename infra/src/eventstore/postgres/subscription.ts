import {
  LOG_START,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.ts';

/** A page of `readAll`; `blocked` when committed rows wait behind a still-running transaction. */
export interface Page {
  readonly events: RecordedEvent[];
  readonly blocked: boolean;
}

export interface PollingSource {
  readPage(after: Position, maxCount: number): Promise<Page>;
  /** Registers a wake-up callback; answers the unsubscribe function. */
  onWake(wake: () => void): () => Promise<void>;
}

const DEFAULT_BATCH_SIZE = 256;
/** Fallback when no wake-up arrives (a lost NOTIFY, a dropped LISTEN connection). */
const IDLE_POLL_MS = 500;
/** Rows behind a running transaction become readable as soon as it ends: usually within ms. */
const BLOCKED_POLL_MS = 3;
/**
 * Live, every commit wakes the subscription; reading after each one would cost a query per append.
 * Instead a read that found the log drained waits this long before the next, batching what came.
 */
const MIN_LIVE_READ_INTERVAL_MS = 3;

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Sleeps until woken or timed out; a wake-up arriving while not asleep is remembered. */
class Alarm {
  private pending = false;
  private ring: (() => void) | null = null;

  readonly wake = (): void => {
    this.pending = true;
    const ring = this.ring;
    this.ring = null;
    ring?.();
  };

  /** Forgets wake-ups so far: called just before reading, which will see what they announced. */
  reset(): void {
    this.pending = false;
  }

  sleep(ms: number): Promise<void> {
    if (this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.ring = null;
        resolve();
      }, ms);
      this.ring = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/**
 * Catch-up and live in one loop: read a page, await the handler, repeat; when nothing is
 * readable, report caught up and sleep until a wake-up or the next poll.
 */
export function pollingSubscription(
  source: PollingSource,
  handler: (events: readonly RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
  idlePollMs = IDLE_POLL_MS,
): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const readInterval = options.readIntervalMs ?? MIN_LIVE_READ_INTERVAL_MS;
  const alarm = new Alarm();
  let stopped = false;
  const unsubscribe = source.onWake(alarm.wake);

  const run = async (): Promise<void> => {
    let after = options.after ?? LOG_START;
    let caughtUpReported = false;
    while (!stopped) {
      alarm.reset();
      const readAt = Date.now();
      const page = await source.readPage(after, batchSize);
      if (stopped) return;
      const last = page.events[page.events.length - 1];
      if (last) {
        await handler(page.events);
        after = last.position;
        caughtUpReported = false;
        // A full page: more is waiting, read on at once.
        if (page.events.length >= batchSize) continue;
      } else {
        // Caught up only when nothing committed is held back behind a running transaction.
        if (!page.blocked && !caughtUpReported) {
          caughtUpReported = true;
          options.onCaughtUp?.(after);
        }
        await alarm.sleep(page.blocked ? BLOCKED_POLL_MS : idlePollMs);
      }
      await pause(readAt + readInterval - Date.now());
    }
  };

  const done = run().finally(() => unsubscribe());
  return {
    done,
    // Resolves even when the loop failed: `done` carries the failure (left unobserved, it surfaces
    // as an unhandled rejection rather than a silently dead subscription).
    stop: async () => {
      stopped = true;
      alarm.wake();
      await done.catch(() => undefined);
    },
  };
}
