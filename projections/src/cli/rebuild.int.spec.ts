import { randomUUID } from 'node:crypto';
import { checkpointReached, readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProjector } from '../accounting/ledger/ledger.projection.ts';
import { ledgerAuditProjector } from '../accounting/ledger-audit/ledger-audit.projection.ts';
import { dumpReadModels } from '../testing/dump.ts';
import { startLedgerTraffic } from '../testing/ledger-traffic.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { testRunners } from '../testing/test-runners.ts';

const ledgerProjectors = [ledgerProjector, ledgerAuditProjector];

/**
 * A rebuild reads the next page of the log while the current one applies. The tables it leaves
 * must equal those the live runner built batch by batch, whatever the page size.
 */
describe('Rebuilding from the log', () => {
  let env: ProjectionEnv;
  const runners = testRunners(() => env);

  beforeAll(async () => {
    env = await createProjectionEnv('rebuild');
  });
  afterAll(async () => {
    await runners.stopAll();
    await env?.close();
  });

  it('leaves the tables the live runner built, with pages read ahead of the writes', async () => {
    const runner = runners.start({ projectors: ledgerProjectors, batchSize: 16 });
    const traffic = startLedgerTraffic(env.bus, [randomUUID(), randomUUID(), randomUUID()], 11, 0);
    await waitFor('300 ledger commands', () => traffic.count >= 300, 30_000);
    const last = await traffic.stop();
    if (!last) throw new Error('the traffic appended nothing');
    await waitFor(
      'the live runner to reach the last event',
      async () => {
        for (const { name } of ledgerProjectors) {
          if (!checkpointReached(await readCheckpoint(env.db, name), last)) return false;
        }
        return true;
      },
      30_000,
    );
    await runners.stop(runner);
    const live = await dumpReadModels(env.db);
    expect(live.payments?.length).toBeGreaterThan(100);

    // Pages of 7 and 64 events: many pages, each read while the one before it applies.
    for (const batchSize of [7, 64, undefined]) {
      const results = await rebuildProjections(
        { ...env, ...(batchSize ? { batchSize } : {}) },
        ledgerProjectors,
        'all',
      );
      expect(results.map((r) => r.replayedBy)).toEqual(['self', 'self']);
      expect(results.every((r) => r.eventsApplied >= 300)).toBe(true);
      expect(await dumpReadModels(env.db)).toEqual(live);
    }
  }, 90_000);

  it('replays up to the last committed event while an older open transaction keeps it unreadable', async () => {
    // A transaction that began before the appends below: until it ends, the log hides them.
    const blocker = new pg.Client({ connectionString: env.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      const traffic = startLedgerTraffic(env.bus, [randomUUID()], 13, 0);
      await waitFor('20 ledger commands', () => traffic.count >= 20, 30_000);
      const last = await traffic.stop();
      if (!last) throw new Error('the traffic appended nothing');

      let settled = false;
      const rebuilt = rebuildProjections(env, [ledgerProjector], 'all').finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Still waiting for the hidden events, rather than done short of them.
      expect(settled).toBe(false);
      await blocker.query('COMMIT');
      const [result] = await rebuilt;
      expect(result?.replayedBy).toBe('self');
      expect(checkpointReached(await readCheckpoint(env.db, ledgerProjector.name), last)).toBe(true);
    } finally {
      await blocker.end();
    }
  }, 60_000);
});
