import { describe, expect, it } from 'vitest';
import { Collector, type ContractContext, newEvents, uniqueStream } from './contract-fixtures.ts';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  LOG_START,
  type NewEvent,
  WrongExpectedRevisionError,
} from './port.ts';

/** Sizes: about 23,000 events from 18 writers (20 with the slow ones). */
const SOLO_WRITERS = 6;
const SOLO_APPENDS = 700;
const BATCH_WRITERS = 4;
const BATCH_APPENDS = 350;
const SHARED_WRITERS = 3;
const SHARED_APPENDS = 150;
const RETRY_WRITERS = 3;
const RETRY_APPENDS = 120;
const SLOW_WRITERS = 2;
const SLOW_APPENDS = 40;

type Append = (
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
) => Promise<AppendResult>;

/** One stream of its own, single events, expected revision tracked from each result. */
async function trackedWriter(
  append: Append,
  prefix: string,
  appends: number,
  size: number,
): Promise<string[]> {
  const stream = uniqueStream(prefix);
  const written: string[] = [];
  let expected: ExpectedRevision = 'no_stream';
  for (let n = 0; n < appends; n += 1) {
    const events = newEvents(size);
    expected = (await append(stream, events, expected)).nextExpectedRevision;
    written.push(...events.map((e) => e.id));
  }
  return written;
}

/** A stream shared with other writers, 'any', alternating single events and batches of 10. */
async function anyWriter(append: Append, stream: string, appends: number): Promise<string[]> {
  const written: string[] = [];
  for (let n = 0; n < appends; n += 1) {
    const events = newEvents(n % 2 === 0 ? 1 : 10);
    await append(stream, events, 'any');
    written.push(...events.map((e) => e.id));
  }
  return written;
}

/** A shared stream written the way command handlers do: expected revision, retry on conflict. */
async function retryWriter(store: EventStore, stream: string, appends: number): Promise<string[]> {
  const written: string[] = [];
  let expected: ExpectedRevision = 'no_stream';
  for (let n = 0; n < appends; n += 1) {
    const events = newEvents(n % 2 === 0 ? 1 : 10);
    for (;;) {
      try {
        expected = (await store.appendToStream(stream, events, { expectedRevision: expected }))
          .nextExpectedRevision;
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        expected = error.actual;
      }
    }
    written.push(...events.map((e) => e.id));
  }
  return written;
}

export function concurrencyCases(ctx: () => ContractContext): void {
  describe('when many writers append concurrently while a subscriber reads live', () => {
    it('delivers every committed event exactly once, in position order', async () => {
      const { store, slowAppend } = ctx();
      const prefix = `busy${Date.now().toString(36)}`;
      const before = (await store.headPosition()) ?? LOG_START;
      const collector = new Collector((e) => e.streamId.startsWith(prefix));
      const subscription = store.subscribeToAll(collector.handler, { after: before, batchSize: 500 });

      const append: Append = (stream, events, expected) =>
        store.appendToStream(stream, events, { expectedRevision: expected });
      // Transactions held open 10–60 ms, so appends with later positions commit before them.
      const slow: Append = slowAppend
        ? (stream, events, expected) => slowAppend(stream, events, expected, 10 + Math.random() * 50)
        : append;
      const sharedAny = `${prefix}-shared-any`;
      const sharedRetry = `${prefix}-shared-retry`;
      const slowShared = `${prefix}-slow-shared`;
      const writers: Promise<string[]>[] = [
        ...Array.from({ length: SOLO_WRITERS }, () =>
          trackedWriter(append, `${prefix}-solo`, SOLO_APPENDS, 1),
        ),
        ...Array.from({ length: BATCH_WRITERS }, () =>
          trackedWriter(append, `${prefix}-batch`, BATCH_APPENDS, 10),
        ),
        ...Array.from({ length: SHARED_WRITERS }, () => anyWriter(append, sharedAny, SHARED_APPENDS)),
        ...Array.from({ length: RETRY_WRITERS }, () => retryWriter(store, sharedRetry, RETRY_APPENDS)),
        trackedWriter(slow, `${prefix}-slow`, SLOW_APPENDS, 5),
        ...Array.from({ length: SLOW_WRITERS - 1 }, () => anyWriter(slow, slowShared, SLOW_APPENDS)),
      ];
      const written = (await Promise.all(writers)).flat();
      const deliveredWhileWriting = collector.events.length;
      try {
        await collector.waitForCount(written.length, 30_000);
        // Anything extra would arrive right behind: give it a moment to show up.
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await subscription.stop();
      }

      expect(written.length).toBeGreaterThan(20_000);
      expect(deliveredWhileWriting).toBeGreaterThan(0);
      if (slowAppend) {
        // Rows did commit out of sequence order (the slow transactions see to it), yet arrived in log order.
        const late = collector.events.filter(
          (e, n) => n > 0 && e.position.prepare < (collector.events[n - 1]?.position.prepare ?? 0n),
        );
        expect(late.length).toBeGreaterThan(0);
      }
      expect(collector.orderViolation).toBeNull();
      const delivered = collector.events.map((e) => e.id);
      expect(new Set(delivered).size).toBe(delivered.length);
      expect(delivered.length).toBe(written.length);
      expect(new Set(delivered)).toEqual(new Set(written));
      // Each stream's revisions arrive gap-free and in order.
      const nextRevision = new Map<string, bigint>();
      for (const event of collector.events) {
        expect(event.revision).toBe(nextRevision.get(event.streamId) ?? 0n);
        nextRevision.set(event.streamId, event.revision + 1n);
      }
      // And the log read afterwards agrees with what was delivered live.
      const logged = (await store.readAll({ after: before })).filter((e) => e.streamId.startsWith(prefix));
      expect(logged.map((e) => e.id)).toEqual(delivered);
    }, 90_000);
  });
}
