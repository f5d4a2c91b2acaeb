import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyCases } from './contract-concurrency.ts';
import {
  type ContractContext,
  ids,
  newEvent,
  newEvents,
  testMetadata,
  uniqueStream,
  untilReadable,
} from './contract-fixtures.ts';
import { subscriptionCases } from './contract-subscriptions.ts';
import { comparePositions, LOG_START, WrongExpectedRevisionError } from './port.ts';

export type { ContractContext } from './contract-fixtures.ts';

/**
 * The behaviour every event store adapter shares. Tests share one store and never assume an empty
 * log (a KurrentDB server may hold other events): each writes its own streams and reads the log
 * from the head position it saw first.
 */
export function eventStoreContract(
  name: string,
  setup: () => Promise<ContractContext>,
  options: { readonly setupTimeoutMs?: number } = {},
): void {
  describe(`EventStore contract: ${name}`, () => {
    let context: ContractContext | undefined;
    const ctx = (): ContractContext => {
      if (!context) throw new Error('The contract setup did not run');
      return context;
    };
    beforeAll(async () => {
      context = await setup();
    }, options.setupTimeoutMs);
    afterAll(async () => {
      await context?.teardown();
    });

    appendCases(ctx);
    readCases(ctx);
    subscriptionCases(ctx);
    concurrencyCases(ctx);
    metadataCases(ctx);
  });
}

async function conflictOf(attempt: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

function appendCases(ctx: () => ContractContext): void {
  describe('when appending', () => {
    it('appends to a new stream, answering 0-based revisions and the last position', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      const events = newEvents(3);
      const result = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2n);
      const read = await store.readStream(stream);
      expect(ids(read)).toEqual(ids(events));
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      expect(read.map((e) => e.streamId)).toEqual([stream, stream, stream]);
      expect(result.position).toEqual(read[2]?.position);
    });

    it('appends at an expected revision', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      await store.appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const next = await store.appendToStream(stream, newEvents(2), { expectedRevision: 1n });
      expect(next.nextExpectedRevision).toBe(3n);
      await conflictOf(store.appendToStream(stream, [newEvent()], { expectedRevision: 1n }));
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    });

    it("appends with 'any' to a new and to an existing stream", async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      const first = await store.appendToStream(stream, [newEvent()], { expectedRevision: 'any' });
      const second = await store.appendToStream(stream, newEvents(2));
      expect(first.nextExpectedRevision).toBe(0n);
      expect(second.nextExpectedRevision).toBe(2n);
    });

    it("appends with 'stream_exists' only to an existing stream", async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      const error = await conflictOf(
        store.appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' }),
      );
      expect(error.actual).toBe('no_stream');
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const result = await store.appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' });
      expect(result.nextExpectedRevision).toBe(1n);
    });

    it("fails 'no_stream' on an existing stream", async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const error = await conflictOf(
        store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' }),
      );
      expect(error.actual).toBe(0n);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('names the expected and the actual revision in the conflict error', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      await store.appendToStream(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const error = await conflictOf(store.appendToStream(stream, [newEvent()], { expectedRevision: 0n }));
      expect(error.streamId).toBe(stream);
      expect(error.expected).toBe(0n);
      expect(error.actual).toBe(2n);
      expect(error.code).toBe('WRONG_EXPECTED_REVISION');
      expect(error.message).toContain('expected revision 0');
      expect(error.message).toContain('actual 2');
    });
  });

  describe('when an append is repeated with the same event ids', () => {
    it('is a no-op that answers the original revision and position', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      const events = newEvents(2);
      const original = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
      const withAny = await store.appendToStream(stream, events, { expectedRevision: 'any' });
      expect(again).toEqual(original);
      expect(withAny).toEqual(original);
      expect(ids(await store.readStream(stream))).toEqual(ids(events));
    });

    it('answers the original even after the stream moved on', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const events = newEvents(2);
      const original = await store.appendToStream(stream, events, { expectedRevision: 0n });
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 2n });
      const again = await store.appendToStream(stream, events, { expectedRevision: 0n });
      expect(again).toEqual(original);
      expect(await store.readStream(stream)).toHaveLength(4);
    });
  });
}

function readCases(ctx: () => ContractContext): void {
  describe('when reading a stream', () => {
    it('reads forwards and backwards, from a revision and up to a count', async () => {
      const { store } = ctx();
      const stream = uniqueStream('order');
      const events = newEvents(5);
      await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
      const [e0, e1, e2, e3, e4] = ids(events);
      expect(ids(await store.readStream(stream))).toEqual([e0, e1, e2, e3, e4]);
      expect(ids(await store.readStream(stream, { fromRevision: 2n, maxCount: 2 }))).toEqual([e2, e3]);
      expect(ids(await store.readStream(stream, { direction: 'backwards' }))).toEqual([e4, e3, e2, e1, e0]);
      const backwards = await store.readStream(stream, {
        direction: 'backwards',
        fromRevision: 3n,
        maxCount: 2,
      });
      expect(ids(backwards)).toEqual([e3, e2]);
      expect(backwards.map((e) => e.revision)).toEqual([3n, 2n]);
    });

    it('answers an empty array for a stream that does not exist', async () => {
      expect(await ctx().store.readStream(uniqueStream('missing'))).toEqual([]);
    });
  });

  describe('when reading the whole log', () => {
    it('reads forwards in position order, strictly after the given position', async () => {
      const { store } = ctx();
      const before = (await store.headPosition()) ?? LOG_START;
      const a = uniqueStream('a');
      const b = uniqueStream('b');
      const aEvents = newEvents(3);
      const bEvents = newEvents(2);
      await store.appendToStream(a, aEvents, { expectedRevision: 'no_stream' });
      const last = await store.appendToStream(b, bEvents, { expectedRevision: 'no_stream' });
      await untilReadable(store, last.position);
      const ours = (await store.readAll({ after: before })).filter(
        (e) => e.streamId === a || e.streamId === b,
      );
      expect(ids(ours)).toEqual(ids([...aEvents, ...bEvents]));
      const middle = ours[1]?.position ?? LOG_START;
      const rest = await store.readAll({ after: middle, maxCount: 2 });
      expect(ids(rest)).toEqual(ids(ours.slice(2, 4)));
      const head = await store.headPosition();
      expect(comparePositions(head ?? LOG_START, last.position)).toBeGreaterThanOrEqual(0);
    });

    it('knows where the log ends as soon as an append answers, before readAll may read that far', async () => {
      const { store, slowAppend } = ctx();
      // An earlier transaction still open keeps later events unreadable (where the store has one).
      const held = slowAppend?.(uniqueStream('held'), newEvents(1), 'no_stream', 1500);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const appended = await store.appendToStream(uniqueStream('end'), newEvents(1), {
        expectedRevision: 'no_stream',
      });
      const end = await store.endPosition();
      expect(comparePositions(end ?? LOG_START, appended.position)).toBeGreaterThanOrEqual(0);
      if (held) {
        const head = await store.headPosition();
        expect(comparePositions(head ?? LOG_START, appended.position)).toBeLessThan(0);
        await held;
      }
    });
  });
}

function metadataCases(ctx: () => ContractContext): void {
  describe('when events carry metadata', () => {
    it('round-trips event id, user, correlation, causation, timestamp and schema version', async () => {
      const { store } = ctx();
      const before = (await store.headPosition()) ?? LOG_START;
      const stream = uniqueStream('meta');
      const withUser = {
        ...newEvent('MetaChecked', { text: 'é "quoted" \\ ok', list: [1, 2] }),
        metadata: testMetadata({ userId: 'user-42', causationId: 'command-7', schemaVersion: 3 }),
      };
      const anonymous = { ...newEvent('MetaChecked'), metadata: testMetadata({ userId: null }) };
      const appended = await store.appendToStream(stream, [withUser, anonymous], {
        expectedRevision: 'no_stream',
      });
      await untilReadable(store, appended.position);
      const fromStream = await store.readStream(stream);
      const fromLog = (await store.readAll({ after: before })).filter((e) => e.streamId === stream);
      for (const read of [fromStream, fromLog]) {
        expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual([
          withUser,
          anonymous,
        ]);
      }
    });
  });
}
