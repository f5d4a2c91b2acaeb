import { randomUUID } from 'node:crypto';
import { checkpointReached, readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import { readProjectionFailure } from '@cenacle/infra/db/projection-failures.ts';
import { formatPosition, type Position } from '@cenacle/infra/eventstore/port.ts';
import type { ProjectionRunnerOptions } from '@cenacle/infra/runner/projection-runner.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { SkipRefusedError, skipFailedEvent } from '@cenacle/infra/runner/skips.ts';
import { sleep } from '@cenacle/infra/runner/sleep.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { ledgerStream, type PaymentRecorded } from '@cenacle/shared-domain/accounting';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerProjector } from '../accounting/ledger/ledger.projection.ts';
import { ledgerAuditProjector } from '../accounting/ledger-audit/ledger-audit.projection.ts';
import { usersProjector } from '../identity/users/users.projection.ts';
import { recordPayment, registerUser, runLedgerCommand, TREASURER_ID } from '../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { RecordingLogger } from '../testing/recording-logger.ts';
import { testRunners } from '../testing/test-runners.ts';

describe('A projector that meets an event it cannot apply', () => {
  let env: ProjectionEnv;
  const session = randomUUID();
  const runners = testRunners(() => env);
  const startRunner = (projectors: readonly Projector[], options: Partial<ProjectionRunnerOptions> = {}) =>
    runners.start({ projectors, ...options });
  const stopRunner = runners.stop;
  const pay = async (paymentId = randomUUID()): Promise<Position> => {
    const command = recordPayment(session, paymentId, 'BUY_IN', 100, new Date().toISOString());
    const position = await runLedgerCommand(env.bus, command);
    if (!position) throw new Error('RecordPayment appended nothing');
    return position;
  };
  const paymentIds = async () =>
    (await env.db.selectFrom('payments').select('id').orderBy('created_at').execute()).map((r) => r.id);
  const reached = async (name: string, position: Position) =>
    checkpointReached(await readCheckpoint(env.db, name), position);
  /** The id of the event at a stream's end (the one a command just appended). */
  const lastEventId = async (stream: string) =>
    (await env.store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0]?.id;

  beforeEach(async () => {
    // A database per test: an event that cannot be applied stays in the log for good.
    env = await createProjectionEnv('failure');
  });
  afterEach(async () => {
    await runners.stopAll();
    await env?.close();
  });

  it('stops on it, records and logs it once, while the other projectors go on', async () => {
    const logger = new RecordingLogger();
    let ledgerBatches = 0;
    const countingLedger: Projector = {
      ...ledgerProjector,
      apply: (trx, events) => {
        ledgerBatches += 1;
        return ledgerProjector.apply(trx, events);
      },
    };
    const before = randomUUID();
    await pay(before);
    // Written by a bug of long ago: PostgreSQL refuses a participant id that is no uuid.
    const poisonSession = randomUUID();
    const poison: PaymentRecorded = {
      type: 'PaymentRecorded',
      data: {
        paymentId: randomUUID(),
        sessionId: poisonSession,
        category: 'BUY_IN',
        amountMinor: 500,
        description: null,
        participantId: 'not-a-uuid',
      },
    };
    const poisonId = randomUUID();
    const metadata = {
      userId: TREASURER_ID,
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date().toISOString(),
      schemaVersion: 1,
    };
    const appended = await env.store.appendToStream(
      ledgerStream(poisonSession),
      [{ id: poisonId, ...poison, metadata }],
      { expectedRevision: 'no_stream' },
    );
    const after = randomUUID();
    const afterPosition = await pay(after);

    const runner = startRunner([countingLedger, ledgerAuditProjector, usersProjector], { logger });
    await waitFor('the ledger projector to stop failed', () => runner.states().ledger === 'failed');

    expect(await readProjectionFailure(env.db, 'ledger')).toMatchObject({
      eventId: poisonId,
      eventType: 'PaymentRecorded',
      position: appended.position,
      error: expect.stringContaining('uuid'),
    });
    // The payment before it was applied; the checkpoint waits just before the poison event.
    expect(await paymentIds()).toEqual([before]);
    expect(await reached('ledger', appended.position)).toBe(false);
    const stopped = logger.entries.filter((e) => e.message.includes('projector stopped'));
    expect(stopped).toEqual([
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({
          projection: 'ledger',
          eventId: poisonId,
          eventType: 'PaymentRecorded',
        }),
      }),
    ]);

    // The others project the poison event (it is fine for them) and what comes after it.
    await waitFor('the audit past the poison event', () => reached('ledger-audit', afterPosition));
    const userId = randomUUID();
    const user = await registerUser(
      env.bus,
      {
        userId,
        login: 'late',
        email: 'late@example.org',
        firstName: 'Late',
        lastName: 'Comer',
        passwordHash: 'fixture',
        authorities: ['USER'],
        branchIds: [],
        langKey: 'pl',
        activated: true,
      },
      new Date().toISOString(),
    );
    const lastPayment = await pay();
    await waitFor('the users projector', () => reached('users', user));
    await waitFor('the audit of a later payment', () => reached('ledger-audit', lastPayment));
    expect(await env.db.selectFrom('users').select('id').execute()).toEqual([{ id: userId }]);
    const audited = await env.db.selectFrom('ledger_audit').select('event_id').execute();
    expect(audited.map((r) => r.event_id)).toContain(poisonId);

    // Stopped means stopped: no more attempts, no more alerts, the later payments not in its table.
    const batchesWhenStopped = ledgerBatches;
    // A window of ten retry intervals: a projector that still retried would apply batches in it.
    await sleep(500);
    expect(ledgerBatches).toBe(batchesWhenStopped);
    expect(logger.entries.filter((e) => e.message.includes('projector stopped'))).toHaveLength(1);
    expect(await paymentIds()).toEqual([before]);
    expect(runner.states()).toEqual({ ledger: 'failed', 'ledger-audit': 'active', users: 'active' });
  });

  it('retries a lost connection with backoff instead of calling the event a poison one', async () => {
    const logger = new RecordingLogger();
    let dropped = false;
    const droppingLedger: Projector = {
      ...ledgerProjector,
      async apply(trx, events) {
        if (!dropped) {
          dropped = true;
          // The server ends this very connection in the middle of the batch.
          await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(trx);
        }
        await ledgerProjector.apply(trx, events);
      },
    };
    const paymentId = randomUUID();
    const position = await pay(paymentId);
    // One attempt per event would be enough to stop it, were the error counted against the event.
    const runner = startRunner([droppingLedger], { logger, attemptsPerEvent: 1 });
    await waitFor('the payment projected after the retry', () => reached('ledger', position));
    expect(dropped).toBe(true);
    expect(await paymentIds()).toEqual([paymentId]);
    expect(logger.has('projector interrupted; retrying')).toBe(true);
    expect(logger.has('projector stopped')).toBe(false);
    expect(await readProjectionFailure(env.db, 'ledger')).toBeNull();
    expect(runner.states().ledger).toBe('active');
  });

  describe('once the cause is gone', () => {
    const bad = randomUUID();
    let broken = true;
    /** A projector with a bug that a new release fixes: it throws on one payment while `broken`. */
    const buggyLedger: Projector = {
      ...ledgerProjector,
      async apply(trx, events) {
        if (broken && events.some((e) => (e.data as { paymentId?: string }).paymentId === bad)) {
          throw new TypeError('Cannot read properties of undefined (reading "category")');
        }
        await ledgerProjector.apply(trx, events);
      },
    };
    beforeEach(() => {
      broken = true;
    });

    it('applies the event after a restart and clears the recorded failure', async () => {
      await pay();
      const badPosition = await pay(bad);
      const badEventId = await lastEventId(ledgerStream(session));
      const first = startRunner([buggyLedger]);
      await waitFor('the failure', () => first.states().ledger === 'failed');
      expect(await readProjectionFailure(env.db, 'ledger')).toMatchObject({
        eventId: badEventId,
        error: expect.stringContaining('reading "category"'),
      });
      await stopRunner(first);

      broken = false;
      const next = await pay();
      const second = startRunner([buggyLedger]);
      await waitFor('the restarted projector past the event', () => reached('ledger', next));
      expect(await paymentIds()).toContain(bad);
      expect(await reached('ledger', badPosition)).toBe(true);
      expect(await readProjectionFailure(env.db, 'ledger')).toBeNull();
      expect(second.states().ledger).toBe('active');
    });

    it('is rebuilt without a runner past the event an operator skipped, and only that one', async () => {
      await pay();
      const badPosition = await pay(bad);
      const after = await pay();
      await expect(rebuildProjections(env, [buggyLedger], 'ledger')).rejects.toThrow(
        /cannot apply PaymentRecorded/,
      );
      const skip = (position: Position) =>
        skipFailedEvent(env, {
          projector: 'ledger',
          position: formatPosition(position),
          reason: 'Written by a bug of release 0.9',
          by: 'test',
          correlationId: randomUUID(),
          newId: randomUUID,
          now: () => new Date(),
        });
      await expect(skip(after)).rejects.toBeInstanceOf(SkipRefusedError);
      await skip(badPosition);
      const [result] = await rebuildProjections(env, [buggyLedger], 'ledger');
      expect(result).toMatchObject({ projection: 'ledger', replayedBy: 'self' });
      expect(await paymentIds()).toHaveLength(2);
      expect(await paymentIds()).not.toContain(bad);
      expect(await reached('ledger', after)).toBe(true);
      expect(await readProjectionFailure(env.db, 'ledger')).toBeNull();
    });

    it('is rebuilt by the failed runner, the rebuild failing fast while the event still fails', async () => {
      await pay();
      await pay(bad);
      const runner = startRunner([buggyLedger]);
      await waitFor('the failure', () => runner.states().ledger === 'failed');

      await expect(runner.rebuild('ledger', 30_000)).rejects.toThrow(
        /Rebuild of ledger stopped at PaymentRecorded/,
      );
      await waitFor('the failure again', () => runner.states().ledger === 'failed');

      broken = false;
      const [result] = await runner.rebuild('ledger', 30_000);
      expect(result).toMatchObject({ projection: 'ledger', replayedBy: 'runner' });
      expect(await paymentIds()).toContain(bad);
      expect(await readProjectionFailure(env.db, 'ledger')).toBeNull();
      await waitFor('the runner active again', () => runner.states().ledger === 'active');
    });
  });
});
