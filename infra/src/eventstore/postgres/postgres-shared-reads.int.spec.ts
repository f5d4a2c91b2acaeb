import { describe, expect, it } from 'vitest';
import { waitFor } from '../../testing/wait.ts';
import { Collector, ids, newEvents, uniqueStream } from '../contract-fixtures.ts';
import { LOG_START } from '../port.ts';
import { useFreshStore } from './fresh-store.testing.ts';

const SUBSCRIBERS = 10;

/**
 * The subscriptions of one store (a projections process has one per projector) share their reads
 * of the log: caught up at the same position, they wake on the same commit and one query serves all.
 */
describe('PostgresEventStore subscriptions reading together', () => {
  const fresh = useFreshStore('esshared', { poolSize: 8 });

  it('delivers every event to every subscription, in order, reading each page once for all', async () => {
    const before = (await fresh.store.headPosition()) ?? LOG_START;
    const first = newEvents(3);
    await fresh.store.appendToStream(uniqueStream('shared'), first);
    const collectors = Array.from({ length: SUBSCRIBERS }, () => new Collector());
    const queriesBefore = fresh.store.pageQueries;
    // Subscribing starts each one's first read at once: from the same position, they share one query.
    const subscriptions = collectors.map((c) =>
      fresh.store.subscribeToAll(c.handler, { after: before, onCaughtUp: c.onCaughtUp }),
    );
    expect(fresh.store.pageQueries - queriesBefore).toBe(1);
    try {
      await waitFor('the first events everywhere', () => collectors.every((c) => c.events.length >= 3));

      // And under concurrent writers, each still gets everything once, in log order.
      const written = (
        await Promise.all(
          Array.from({ length: 5 }, async () => {
            const stream = uniqueStream('shared');
            const mine: string[] = [];
            for (let n = 0; n < 60; n++) {
              const events = newEvents(1 + (n % 3));
              await fresh.store.appendToStream(stream, events);
              mine.push(...ids(events));
            }
            return mine;
          }),
        )
      ).flat();
      const total = first.length + written.length;
      await Promise.all(collectors.map((c) => c.waitForCount(total)));
      const logged = ids(await fresh.store.readAll({ after: before }));
      for (const collector of collectors) {
        expect(collector.orderViolation).toBeNull();
        expect(ids(collector.events)).toEqual(logged);
      }
    } finally {
      await Promise.all(subscriptions.map((s) => s.stop()));
    }
  });
});
