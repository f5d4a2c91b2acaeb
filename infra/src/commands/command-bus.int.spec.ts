import { randomUUID } from 'node:crypto';
import { DomainError } from '@cenacle/shared-domain';
import {
  accountingEvents,
  type LedgerCommand,
  type LedgerState,
  ledgerDecider,
  ledgerStream,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import { deskLedgerDecider } from '@cenacle/shared-domain/desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_START, type SubscribeOptions } from '../eventstore/port.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres/index.ts';
import { observe } from '../testing/observed-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { waitFor } from '../testing/wait.ts';
import { CommandBus, ConcurrencyError } from './command-bus.ts';

/** The ledger's event schemas, which the API's bus checks every event against. */
const ledgerEvents = accountingEvents;
const context = { correlationId: randomUUID(), causationId: null };
const now = () => new Date().toISOString();
const user = randomUUID();

const record = (
  sessionId: string,
  paymentId: string,
  amountMinor = 100,
  category: PaymentCategory = 'BUY_IN',
) =>
  ({
    type: 'RecordPayment',
    data: { paymentId, sessionId, category, amountMinor, description: null, participantId: null },
    metadata: { userId: user, now: now() },
  }) satisfies LedgerCommand;
const correct = (sessionId: string, paymentId: string, amountMinor: number) =>
  ({
    type: 'CorrectPayment',
    data: { paymentId, sessionId, category: 'BUY_IN', amountMinor, description: null, expectedVersion: null },
    metadata: { userId: user, now: now() },
  }) satisfies LedgerCommand;
const voidIt = (sessionId: string, paymentId: string) =>
  ({
    type: 'VoidPayment',
    data: { paymentId, sessionId, reason: null },
    metadata: { userId: user, now: now() },
  }) satisfies LedgerCommand;

const paymentIds = (state: LedgerState) => [...state.payments.keys()].sort();

describe('CommandBus', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  /** Another API process: its own bus (and cache) on the same event store. */
  let theirs: CommandBus;

  beforeAll(async () => {
    database = await createTestDatabase('bus');
    store = await createPostgresEventStore(database.url, { poolSize: 4 });
    theirs = new CommandBus(store, randomUUID, { events: ledgerEvents });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const streamOf = (sessionId: string) => store.readStream(ledgerStream(sessionId));

  describe('when it wrote the stream last', () => {
    it('reads a stream once, then decides on its cached state and appends at its revision', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      const [a, b] = [randomUUID(), randomUUID()];

      const first = await bus.handle(ledgerDecider, stream, record(session, a), context);
      const second = await bus.handle(ledgerDecider, stream, record(session, b), context);

      expect(ours.reads).toEqual([{ streamId: stream, options: {} }]);
      expect(ours.appends.map((x) => x.expected)).toEqual(['no_stream', 0n]);
      expect(first).toMatchObject({ appended: 1 });
      expect(paymentIds(second.state)).toEqual([a, b].sort());
      expect((await streamOf(session)).map((e) => e.revision)).toEqual([0n, 1n]);
      expect(second.position).toEqual((await streamOf(session))[1]?.position);
    });

    it('runs concurrent commands on one stream one after the other, so they never conflict', async () => {
      const session = randomUUID();
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents, maxRetries: 0 });
      const ids = Array.from({ length: 20 }, () => randomUUID());
      await Promise.all(
        ids.map((id) => bus.handle(ledgerDecider, ledgerStream(session), record(session, id), context)),
      );
      expect(ours.appends.filter((x) => x.conflict)).toEqual([]);
      expect((await streamOf(session)).map((e) => e.revision)).toEqual(ids.map((_, n) => BigInt(n)));
    });
  });

  describe('when another process moved the stream under its cache', () => {
    it('fails the append at the cached revision, reads only the newer events and decides again', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      const [a, c, b] = [randomUUID(), randomUUID(), randomUUID()];
      await bus.handle(ledgerDecider, stream, record(session, a), context);
      await theirs.handle(ledgerDecider, stream, record(session, c), context);

      const result = await bus.handle(ledgerDecider, stream, record(session, b), context);

      expect(ours.appends.map(({ expected, conflict }) => ({ expected, conflict }))).toEqual([
        { expected: 'no_stream', conflict: false },
        { expected: 0n, conflict: true },
        { expected: 1n, conflict: false },
      ]);
      expect(ours.reads.at(-1)).toEqual({ streamId: stream, options: { fromRevision: 1n } });
      expect(paymentIds(result.state)).toEqual([a, b, c].sort());
      const events = await streamOf(session);
      expect(events.map((e) => (e.data as { paymentId: string }).paymentId)).toEqual([a, c, b]);
    });

    it('reads a stream another process writes before deciding, and stops once it is the only writer', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      // Both write in turns, as two API processes behind one balancer do.
      for (let turn = 0; turn < 4; turn++) {
        await theirs.handle(ledgerDecider, stream, record(session, randomUUID()), context);
        await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      }
      // One refused append told it the stream is shared; after that it read first, never refused again.
      expect(ours.appends.filter((a) => a.conflict)).toHaveLength(1);
      expect(ours.reads.slice(-3).map((r) => r.options)).toEqual([
        { fromRevision: 3n },
        { fromRevision: 5n },
        { fromRevision: 7n },
      ]);

      // The other process stops: one read finds nothing new, and the cache serves alone again.
      const readsBefore = ours.reads.length;
      for (let n = 0; n < 3; n++)
        await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      expect(ours.reads.length - readsBefore).toBe(1);
      expect(ours.appends.filter((a) => a.conflict)).toHaveLength(1);
      expect(await streamOf(session)).toHaveLength(12);
    });

    it('following the log, finds its cache current and appends without a read or a refusal', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      const following = bus.follow((await store.headPosition()) ?? LOG_START, { readIntervalMs: 1 });
      try {
        await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
        for (let turn = 1; turn <= 3; turn++) {
          const payment = randomUUID();
          await theirs.handle(ledgerDecider, stream, record(session, payment), context);
          // Their event reaches our cache through the log: the state knows their payment.
          await waitFor('their payment in our cache', async () => {
            const { state } = await bus.load(ledgerDecider, stream, { maxAgeMs: 60_000 });
            return state.payments.has(payment);
          });
          await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
        }
        expect(ours.reads).toEqual([{ streamId: stream, options: {} }]);
        expect(ours.appends.map((a) => [a.expected, a.conflict])).toEqual([
          ['no_stream', false],
          [1n, false],
          [3n, false],
          [5n, false],
        ]);
      } finally {
        await following.stop();
      }
    });

    it('follows on from where it was when reading the log failed', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      // The real store, whose first subscription fails on its first batch (as when the database goes away).
      let subscriptions = 0;
      const failingOnce = new Proxy(store, {
        get(target, property, receiver) {
          if (property !== 'subscribeToAll') return Reflect.get(target, property, receiver);
          return (handler: Parameters<typeof store.subscribeToAll>[0], options: SubscribeOptions) => {
            subscriptions++;
            if (subscriptions > 1) return target.subscribeToAll(handler, options);
            return target.subscribeToAll(async () => {
              throw new Error('connection terminated');
            }, options);
          };
        },
      });
      const bus = new CommandBus(failingOnce, randomUUID, { events: ledgerEvents });
      await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      const following = bus.follow((await store.headPosition()) ?? LOG_START, {
        readIntervalMs: 1,
        retryMs: 20,
      });
      try {
        const payment = randomUUID();
        await theirs.handle(ledgerDecider, stream, record(session, payment), context);
        await waitFor('their payment in our cache, once following started again', async () => {
          const { state } = await bus.load(ledgerDecider, stream, { maxAgeMs: 60_000 });
          return state.payments.has(payment);
        });
        expect(subscriptions).toBe(2);
      } finally {
        await following.stop();
      }
    });

    it('decides again on the current stream when the cached state refused the command', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const bus = new CommandBus(store, randomUUID, { events: ledgerEvents });
      await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      // Recorded elsewhere: this bus's cache has never heard of the payment.
      const theirsOnly = randomUUID();
      await theirs.handle(ledgerDecider, stream, record(session, theirsOnly, 100), context);

      const result = await bus.handle(ledgerDecider, stream, correct(session, theirsOnly, 250), context);

      expect(result.appended).toBe(1);
      const last = (await streamOf(session)).at(-1);
      expect(last).toMatchObject({ type: 'PaymentCorrected', revision: 2n });
      expect(last?.data).toMatchObject({ before: { amountMinor: 100 }, after: { amountMinor: 250 } });
    });

    it('refuses, appending nothing, what the cache allowed but the current stream forbids', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const bus = new CommandBus(store, randomUUID, { events: ledgerEvents });
      const paymentId = randomUUID();
      await bus.handle(ledgerDecider, stream, record(session, paymentId), context);
      await theirs.handle(ledgerDecider, stream, voidIt(session, paymentId), context);

      const refused = bus.handle(ledgerDecider, stream, voidIt(session, paymentId), context);

      await expect(refused).rejects.toBeInstanceOf(DomainError);
      await expect(refused).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_VOIDED' });
      expect((await streamOf(session)).map((e) => e.type)).toEqual(['PaymentRecorded', 'PaymentVoided']);
    });

    it('does not trust an empty decision made on its cache', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      const paymentId = randomUUID();
      await bus.handle(ledgerDecider, stream, record(session, paymentId, 100), context);
      await theirs.handle(ledgerDecider, stream, correct(session, paymentId, 900), context);

      // On the cache, a repeat of the recording changes nothing; on the stream, the payment is another.
      const repeat = bus.handle(ledgerDecider, stream, record(session, paymentId, 100), context);

      await expect(repeat).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
      expect(ours.reads.at(-1)).toEqual({ streamId: stream, options: { fromRevision: 1n } });
      expect(await streamOf(session)).toHaveLength(2);
    });
  });

  describe('when another process appends between its read and its append', () => {
    /** A bus whose every append is preceded by a rival's, `races` times. */
    const racedBus = (races: { remaining: number }, maxRetries: number) => {
      const ours = observe(store, async (streamId) => {
        if (races.remaining <= 0) return;
        races.remaining -= 1;
        const session = streamId.slice('ledger-'.length);
        await theirs.handle(ledgerDecider, streamId, record(session, randomUUID(), 5, 'SHOP'), context);
      });
      return { ours, bus: new CommandBus(ours.store, randomUUID, { events: ledgerEvents, maxRetries }) };
    };

    it('reads again and retries, up to its limit of retries', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      await theirs.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      const races = { remaining: 2 };
      const { ours, bus } = racedBus(races, 2);
      const mine = randomUUID();

      const result = await bus.handle(ledgerDecider, stream, record(session, mine), context);

      expect(result.appended).toBe(1);
      expect(ours.appends.map((x) => x.conflict)).toEqual([true, true, false]);
      // Each retry reads only what the rival added since the last read.
      expect(ours.reads.map((r) => r.options)).toEqual([{}, { fromRevision: 1n }, { fromRevision: 2n }]);
      const events = await streamOf(session);
      expect(events).toHaveLength(4);
      expect(events.at(-1)?.data).toMatchObject({ paymentId: mine });
    });

    it('gives up with a ConcurrencyError after the retries, having appended nothing of its own', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      await theirs.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      const races = { remaining: 100 };
      const { ours, bus } = racedBus(races, 2);
      const mine = randomUUID();

      const failed = bus.handle(ledgerDecider, stream, record(session, mine), context);

      await expect(failed).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(failed).rejects.toMatchObject({ streamId: stream });
      expect(ours.appends.map((x) => x.conflict)).toEqual([true, true, true]);
      const events = await streamOf(session);
      expect(events).toHaveLength(1 + (100 - races.remaining));
      expect(events.some((e) => (e.data as { paymentId: string }).paymentId === mine)).toBe(false);
    });
  });

  describe('load', () => {
    it('answers the cached state without a read within maxAgeMs, and catches up otherwise', async () => {
      const session = randomUUID();
      const stream = ledgerStream(session);
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents });
      const [a, c] = [randomUUID(), randomUUID()];
      await bus.handle(ledgerDecider, stream, record(session, a), context);
      await theirs.handle(ledgerDecider, stream, record(session, c), context);
      const readsBefore = ours.reads.length;

      // Known current a moment ago: good enough for a check such as "which branch is this session of".
      const recent = await bus.load(ledgerDecider, stream, { maxAgeMs: 60_000 });
      expect(recent.revision).toBe(0n);
      expect(paymentIds(recent.state)).toEqual([a]);
      expect(ours.reads).toHaveLength(readsBefore);

      // Older than allowed: it reads, and only the events after its cached revision.
      const fresh = await bus.load(ledgerDecider, stream, { maxAgeMs: 0 });
      expect(fresh.revision).toBe(1n);
      expect(paymentIds(fresh.state)).toEqual([a, c].sort());
      expect(ours.reads.slice(readsBefore)).toEqual([{ streamId: stream, options: { fromRevision: 1n } }]);

      // Without maxAgeMs it always asks the store.
      await bus.load(ledgerDecider, stream);
      expect(ours.reads).toHaveLength(readsBefore + 2);
      // The catch-up refreshed the cache: the next command appends without a conflict.
      await bus.handle(ledgerDecider, stream, record(session, randomUUID()), context);
      expect(ours.appends.at(-1)).toEqual({ streamId: stream, expected: 1n, conflict: false });
    });

    it('answers the initial state and no revision for a stream that does not exist', async () => {
      const bus = new CommandBus(store, randomUUID, { events: ledgerEvents });
      const loaded = await bus.load(ledgerDecider, ledgerStream(randomUUID()), { maxAgeMs: 60_000 });
      expect(loaded).toEqual({ state: ledgerDecider.initialState(), revision: null });
    });
  });

  describe('its cache', () => {
    it('keeps the most recently used streams only, reading a forgotten one from its start', async () => {
      const sessions = [randomUUID(), randomUUID(), randomUUID()];
      const ours = observe(store);
      const bus = new CommandBus(ours.store, randomUUID, { events: ledgerEvents, cacheSize: 2 });
      for (const session of sessions) {
        await bus.handle(ledgerDecider, ledgerStream(session), record(session, randomUUID()), context);
      }
      const [first, , last] = sessions as [string, string, string];
      ours.reads.length = 0;

      await bus.handle(ledgerDecider, ledgerStream(last), record(last, randomUUID()), context);
      expect(ours.reads).toEqual([]);
      await bus.handle(ledgerDecider, ledgerStream(first), record(first, randomUUID()), context);
      expect(ours.reads).toEqual([{ streamId: ledgerStream(first), options: {} }]);
      expect(ours.appends.filter((x) => x.conflict)).toEqual([]);
    });
  });
  describe('when a command made on a device names its id', () => {
    const device = (commandId: string) => ({
      commandId,
      madeAt: '2026-11-29T17:00:00.000Z',
      receivedAt: now(),
    });
    const fromDevice = (sessionId: string, commandId: string) => {
      const command = record(sessionId, randomUUID());
      return { ...command, metadata: { ...command.metadata, device: device(commandId) } };
    };

    it("writes the id and both clocks into the events' metadata", async () => {
      const sessionId = randomUUID();
      const ours = new CommandBus(store, randomUUID, { events: ledgerEvents });
      await ours.handle(deskLedgerDecider, ledgerStream(sessionId), fromDevice(sessionId, 'c-1'), context);
      const [event] = await streamOf(sessionId);
      expect(event?.metadata).toMatchObject({ commandId: 'c-1', madeAt: '2026-11-29T17:00:00.000Z' });
      expect(event?.metadata.receivedAt).toEqual(expect.any(String));
    });

    it('applies it once, whether the same process or another one sees it again', async () => {
      const sessionId = randomUUID();
      const ours = new CommandBus(store, randomUUID, { events: ledgerEvents });
      const again = fromDevice(sessionId, 'c-2');
      await ours.handle(deskLedgerDecider, ledgerStream(sessionId), again, context);
      const duplicate = (bus: CommandBus) =>
        bus.handle(deskLedgerDecider, ledgerStream(sessionId), again, context).then(
          () => null,
          (error: unknown) => (error instanceof DomainError ? error.code : error),
        );
      // From this process's cached state, and from another's reading the stream afresh.
      expect(await duplicate(ours)).toBe('DUPLICATE_COMMAND');
      expect(await duplicate(theirs)).toBe('DUPLICATE_COMMAND');
      // Another id is decided on its merits.
      await theirs.handle(deskLedgerDecider, ledgerStream(sessionId), fromDevice(sessionId, 'c-3'), context);
      expect(await streamOf(sessionId)).toHaveLength(2);
    });

    it('ends two racing deliveries of one command with one append', async () => {
      const sessionId = randomUUID();
      const buses = [0, 1, 2].map(() => new CommandBus(store, randomUUID, { events: ledgerEvents }));
      const command = fromDevice(sessionId, 'c-4');
      const outcomes = await Promise.all(
        buses.map((bus) =>
          bus.handle(deskLedgerDecider, ledgerStream(sessionId), command, context).then(
            () => 'applied',
            (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['DUPLICATE_COMMAND', 'DUPLICATE_COMMAND', 'applied']);
      expect(await streamOf(sessionId)).toHaveLength(1);
    });
  });
});
