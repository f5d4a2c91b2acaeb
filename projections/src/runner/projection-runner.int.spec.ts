import { randomUUID } from 'node:crypto';
import { checkpointReached, readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import { parseReadModelChanged, READ_MODEL_CHANGED_CHANNEL } from '@cenacle/infra/db/read-model-changed.ts';
import { formatPosition, type Position } from '@cenacle/infra/eventstore/port.ts';
import {
  commitBatch,
  ensureCheckpoint,
  resetProjector,
  StaleCheckpointError,
} from '@cenacle/infra/runner/checkpoint.ts';
import type { ProjectionRunnerOptions } from '@cenacle/infra/runner/projection-runner.ts';
import { waitFor, waitForHead } from '@cenacle/infra/testing/wait.ts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProjector } from '../accounting/ledger/ledger.projection.ts';
import { ledgerAuditProjector } from '../accounting/ledger-audit/ledger-audit.projection.ts';
import { recordPayment, runLedgerCommand } from '../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { RecordingLogger } from '../testing/recording-logger.ts';
import { testRunners } from '../testing/test-runners.ts';

const projectors = [ledgerProjector, ledgerAuditProjector];
const session = randomUUID();

describe('ProjectionRunner', () => {
  let env: ProjectionEnv;
  const runners = testRunners(() => env);
  const startRunner = (options: Partial<ProjectionRunnerOptions> = {}) =>
    runners.start({ projectors, batchSize: 2, ...options });
  const stopRunner = runners.stop;
  const pay = async (amount = 100) => {
    const command = recordPayment(session, randomUUID(), 'BUY_IN', amount, new Date().toISOString());
    const position = await runLedgerCommand(env.bus, command);
    if (!position) throw new Error('RecordPayment appended nothing');
    return position;
  };
  const paymentCount = async () =>
    Number(
      (
        await env.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const reached = async (name: string, position: Position) =>
    checkpointReached(await readCheckpoint(env.db, name), position);

  beforeAll(async () => {
    env = await createProjectionEnv('runner');
  });
  afterEach(async () => {
    await runners.stopAll();
  });
  afterAll(() => env?.close());

  it('catches up with the log, follows it live and announces commits after them', async () => {
    const listener = new pg.Client({ connectionString: env.url });
    await listener.connect();
    const announced: string[] = [];
    listener.on('notification', (n) => announced.push(n.payload ?? ''));
    await listener.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
    try {
      let head = await pay();
      for (let i = 0; i < 4; i++) head = await pay();
      const committed: string[] = [];
      startRunner({ onCommitted: (name, position) => committed.push(`${name}@${formatPosition(position)}`) });
      await waitFor('catch-up', async () => (await reached('ledger', head)) && reached('ledger-audit', head));
      expect(await paymentCount()).toBe(5);

      const live = await pay();
      await waitFor('live event', async () => (await paymentCount()) === 6);
      await waitFor('its announcement', () =>
        announced.some((payload) =>
          parseReadModelChanged(payload).some(
            (change) => change.projection === 'ledger' && change.position === formatPosition(live),
          ),
        ),
      );
      await waitFor('the audit commit', () => committed.includes(`ledger-audit@${formatPosition(live)}`));
      // Coalesced: never more announcements than commits.
      expect(announced.length).toBeLessThanOrEqual(committed.length);
    } finally {
      await listener.end();
    }
  });

  it('keeps one active runner per projector and hands over to a standby when it stops', async () => {
    const active = startRunner();
    await waitFor('first runner active', () => Object.values(active.states()).every((s) => s === 'active'));
    const attempts: { projection: string; acquired: boolean }[] = [];
    const standby = startRunner({
      onLockAttempt: (projection, acquired) => attempts.push({ projection, acquired }),
    });
    const refused = (name: string) => attempts.filter((a) => a.projection === name && !a.acquired).length;
    // Seen trying, and failing, to take each lock several times: a standby that never tried would not pass.
    await waitFor('the standby to try each lock three times', () =>
      projectors.every((p) => refused(p.name) >= 3),
    );
    expect(attempts.filter((a) => a.acquired)).toEqual([]);
    expect(standby.states()).toEqual({ ledger: 'standby', 'ledger-audit': 'standby' });

    await stopRunner(active);
    await waitFor('standby takes over', () => Object.values(standby.states()).every((s) => s === 'active'));
    const before = await paymentCount();
    await pay();
    await waitFor('the new active runner projects', async () => (await paymentCount()) === before + 1);
  });

  it('goes back to standby when its lock connection dies, then takes the lock again', async () => {
    const logger = new RecordingLogger();
    startRunner({ logger });
    await waitFor('runner active', () => logger.has('projector active'));
    await env.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'cenacle-projection-lock' AND datname = current_database()`,
    );
    await waitFor('lock loss noticed', () => logger.has('projector lock lost'));
    const before = await paymentCount();
    await pay();
    await waitFor('projecting again', async () => (await paymentCount()) === before + 1);
  });

  it('starts over from zero when a reset makes its compare-and-set fail', async () => {
    const logger = new RecordingLogger();
    // No checkpoint watch: only the failing compare-and-set of the next batch can notice the reset.
    const runner = startRunner({ logger, checkpointWatchMs: 600_000 });
    const head = await pay();
    await waitFor('caught up', () => reached('ledger', head));
    const total = await paymentCount();

    await resetProjector(env.db, ledgerProjector);
    expect(await paymentCount()).toBe(0);
    const next = await pay();
    await waitFor(
      'replayed from zero',
      async () => (await paymentCount()) === total + 1 && reached('ledger', next),
    );
    expect(logger.has('checkpoint moved')).toBe(true);
    expect(runner.states().ledger).toBe('active');
  });

  it('rebuilds while a runner is active: the runner replays and the call waits for it', async () => {
    startRunner();
    const head = await pay();
    await waitFor('caught up', () => reached('ledger-audit', head));
    const audited = await env.db.selectFrom('ledger_audit').selectAll().orderBy('revision').execute();
    expect(audited.length).toBeGreaterThan(0);

    await waitForHead(env.store, head);
    // A second runner object only to call rebuild; its workers wait as standbys.
    const [result] = await startRunner().rebuild('ledger-audit');
    expect(result).toMatchObject({ projection: 'ledger-audit', replayedBy: 'runner', eventsApplied: 0 });
    expect(await env.db.selectFrom('ledger_audit').selectAll().orderBy('revision').execute()).toEqual(
      audited,
    );
  });

  it('rolls a batch back when the checkpoint is no longer the one expected', async () => {
    const name = 'stale-check';
    const projector = { ...ledgerProjector, name };
    await ensureCheckpoint(env.db, name);
    const events = await env.store.readAll({ maxCount: 3 });
    const before = await paymentCount();
    await resetProjector(env.db, ledgerProjector);
    const wrong = { commit: 1n, prepare: 1n };
    await expect(commitBatch(env.db, projector, wrong, events)).rejects.toBeInstanceOf(StaleCheckpointError);
    expect(await paymentCount()).toBe(0);
    expect(before).toBeGreaterThan(0);
  });
});
