import { dayOf, pageviewsDecider, pageviewsStream } from '@cenacle/shared-domain/analytics';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { PageviewTally } from './pageview-tally.ts';

/** The actor of the counts an API process writes: no person, the process itself. */
const COUNTING_PROCESS = '00000000-0000-0000-0000-000000000000';

/**
 * Where the API sends each pageview: by default into this process's tally, written every
 * `pageviewFlushMs` (and when the app closes) as one `PageviewsCounted` per day; with
 * `ANALYTICS_FORWARD_URL`, on to that analytics service instead.
 */
export interface PageviewSink {
  record(path: string): void;
  /** Writes what was counted so far (nothing to write: nothing happens). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts pageviews in memory and writes them through the command bus, so one event carries many
 * views (a busy site must not append an event per view). A failed write puts the views back; they
 * go with the next one.
 */
export function countingSink(deps: Deps, log: FastifyBaseLogger): PageviewSink {
  const tally = new PageviewTally();
  let flushing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    for (const { day, counts } of tally.drain()) {
      try {
        await deps.bus.handle(
          pageviewsDecider,
          pageviewsStream(day),
          {
            type: 'CountPageviews',
            data: { day, counts },
            metadata: { userId: COUNTING_PROCESS, now: deps.clock().toISOString() },
          },
          { correlationId: deps.newId(), causationId: null },
        );
      } catch (error) {
        for (const { path, views } of counts) tally.add(day, path, views);
        log.error({ err: error, day }, 'pageviews could not be written; kept for the next flush');
      }
    }
  }

  // One write at a time: a slow one is never overtaken by the next tick.
  const flush = (): Promise<void> => {
    flushing = flushing.then(() => (tally.isEmpty ? undefined : write()));
    return flushing;
  };
  const timer = setInterval(() => void flush(), deps.config.pageviewFlushMs);
  timer.unref();

  return {
    record: (path) => tally.add(dayOf(deps.clock()), path),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Posts each pageview to the deployment's analytics service; a failure is logged, never answered. */
export function forwardingSink(url: string, deps: Deps, log: FastifyBaseLogger): PageviewSink {
  return {
    record(path) {
      const body = JSON.stringify({ path, at: deps.clock().toISOString() });
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5_000),
      }).then(
        async (response) => {
          await response.body?.cancel();
          if (!response.ok) log.warn({ status: response.status }, 'the analytics service refused a pageview');
        },
        (error: unknown) => log.warn({ err: error }, 'a pageview could not be forwarded'),
      );
    },
    flush: async () => undefined,
    close: async () => undefined,
  };
}
