import { describe, expect, it } from 'vitest';
import { Collector, type ContractContext, ids, newEvents, uniqueStream } from './contract-fixtures.ts';
import { LOG_START, type Position } from './port.ts';

export function subscriptionCases(ctx: () => ContractContext): void {
  describe('when subscribing to the whole log', () => {
    it('catches up, then delivers events appended after it caught up', async () => {
      const { store } = ctx();
      const before = (await store.headPosition()) ?? LOG_START;
      const stream = uniqueStream('live');
      const early = newEvents(3);
      await store.appendToStream(stream, early, { expectedRevision: 'no_stream' });
      const collector = new Collector((e) => e.streamId === stream);
      const subscription = store.subscribeToAll(collector.handler, {
        after: before,
        onCaughtUp: collector.onCaughtUp,
      });
      try {
        await collector.waitFor('catching up', () => collector.caughtUpCount > 0);
        expect(ids(collector.events)).toEqual(ids(early));
        const late = newEvents(2);
        await store.appendToStream(stream, late, { expectedRevision: 2n });
        await collector.waitForCount(5);
        expect(ids(collector.events)).toEqual(ids([...early, ...late]));
        expect(collector.orderViolation).toBeNull();
      } finally {
        await subscription.stop();
      }
      await expect(subscription.done).resolves.toBeUndefined();
    });

    it('resumes after a stored checkpoint with exactly the events after it', async () => {
      const { store } = ctx();
      const before = (await store.headPosition()) ?? LOG_START;
      const stream = uniqueStream('resume');
      const first = newEvents(4);
      await store.appendToStream(stream, first, { expectedRevision: 'no_stream' });
      let checkpoint: Position = before;
      const firstRun = new Collector((e) => e.streamId === stream);
      const one = store.subscribeToAll(
        async (batch) => {
          await firstRun.handler(batch);
          // What a projector stores with each batch.
          checkpoint = batch[batch.length - 1]?.position ?? checkpoint;
        },
        { after: before, batchSize: 3 },
      );
      await firstRun.waitForCount(4);
      await one.stop();

      const rest = newEvents(3);
      await store.appendToStream(stream, rest, { expectedRevision: 3n });
      const secondRun = new Collector((e) => e.streamId === stream);
      const two = store.subscribeToAll(secondRun.handler, {
        after: checkpoint,
        onCaughtUp: secondRun.onCaughtUp,
      });
      try {
        await secondRun.waitFor(
          'catching up',
          () => secondRun.caughtUpCount > 0 && secondRun.events.length >= 3,
        );
      } finally {
        await two.stop();
      }
      expect(ids(firstRun.events)).toEqual(ids(first));
      expect(ids(secondRun.events)).toEqual(ids(rest));
    });

    it('rejects `done` with the error the handler threw', async () => {
      const { store } = ctx();
      const before = (await store.headPosition()) ?? LOG_START;
      await store.appendToStream(uniqueStream('fail'), newEvents(1), { expectedRevision: 'no_stream' });
      const failure = new Error('projector failed');
      const subscription = store.subscribeToAll(
        async () => {
          throw failure;
        },
        { after: before },
      );
      await expect(subscription.done).rejects.toBe(failure);
      await subscription.stop();
    });
  });
}
