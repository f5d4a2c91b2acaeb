import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { checkpointReached, readCheckpoints } from '@cenacle/infra/db/checkpoints.ts';
import type { Position } from '@cenacle/infra/eventstore/port.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitFor, waitForHead } from '@cenacle/infra/testing/wait.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '../read-models.ts';
import { createBranch, createSchoolSession, registerUser } from '../testing/commands.ts';
import { dumpReadModels } from '../testing/dump.ts';
import { startLedgerTraffic } from '../testing/ledger-traffic.ts';
import { createProjectionEnv, createReadModelDb, type ProjectionEnv } from '../testing/projection-env.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('../testing/slow-runner.entry.ts', import.meta.url));

interface Child {
  readonly process: ChildProcess;
  /** How many "mid-batch" lines it has printed. */
  readonly midBatches: () => number;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnRunner(databaseUrl: string, delayMs: number): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, BATCH_SIZE: '3', DELAY_MS: String(delayMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let midBatches = 0;
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('mid-batch')) midBatches += 1;
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, midBatches: () => midBatches, exited };
}

describe('Projections after a crash', () => {
  let env: ProjectionEnv;
  const children: Child[] = [];

  beforeAll(async () => {
    env = await createProjectionEnv('crash');
  });
  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL');
    await env?.close();
  });

  // Three runner processes start (node and tsx each) while other test files share the machine: 2 minutes.
  it('a runner killed mid-batch and restarted ends with the rows of a replay from zero', async () => {
    const branchId = randomUUID();
    const sessions = [randomUUID(), randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    const branch = { name: 'Gdańsk', country: 'POL', city: 'Gdańsk', active: true, currencySign: 'zł' };
    await createBranch(env.bus, branchId, branch, at);
    for (const id of sessions) {
      const values = {
        branchId,
        season: 'SPRING' as const,
        dateFrom: '2025-04-01',
        dateTo: null,
        levels: [{ name: 'I' }],
      };
      await createSchoolSession(env.bus, id, values, at);
    }
    const traffic = startLedgerTraffic(env.bus, sessions);

    // Twice: start a slow runner, let it work, SIGKILL it while a batch sits uncommitted.
    for (let round = 0; round < 2; round++) {
      const child = spawnRunner(env.url, 40);
      children.push(child);
      await waitFor('the runner to work through some batches', () => child.midBatches() >= 8, 30_000);
      const seen = child.midBatches();
      await waitFor('the next half-done batch', () => child.midBatches() > seen, 10_000);
      child.process.kill('SIGKILL');
      expect((await child.exited).signal).toBe('SIGKILL');
    }
    await registerUser(
      env.bus,
      {
        userId: randomUUID(),
        login: 'late',
        email: 'late@example.org',
        firstName: 'Late',
        lastName: 'Comer',
        passwordHash: 'x',
        authorities: ['USER'],
        branchIds: [branchId],
        langKey: 'en',
        activated: true,
      },
      new Date().toISOString(),
    );

    // Restarted, it catches up from the checkpoints the killed ones committed.
    const survivor = spawnRunner(env.url, 1);
    children.push(survivor);
    // It projects while the treasurers are still at work, not only after they stopped.
    await waitFor('the restarted runner to commit batches', () => survivor.midBatches() >= 3, 30_000);
    const last = (await traffic.stop()) as Position;
    expect(traffic.count).toBeGreaterThan(20);
    await waitForHead(env.store, last);
    await waitFor(
      'every projector at the head',
      async () => {
        const checkpoints = await readCheckpoints(env.db);
        return allProjectors.every((p) => checkpointReached(checkpoints.get(p.name) ?? null, last));
      },
      60_000,
    );
    survivor.process.kill('SIGTERM');
    expect((await survivor.exited).code).toBe(0);
    const live = await dumpReadModels(env.db);

    // The same log replayed from zero into an empty database.
    const fresh = await createReadModelDb('crashref');
    try {
      await rebuildProjections({ store: env.store, db: fresh.db, pool: fresh.pool }, allProjectors, 'all');
      expect(live).toEqual(await dumpReadModels(fresh.db));
    } finally {
      await fresh.close();
    }

    expect(live.users).toHaveLength(1);
    expect(live.school_sessions).toHaveLength(3);
    const ledgerEvents = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE type LIKE 'Payment%'`.execute(env.db);
    expect(live.ledger_audit).toHaveLength(ledgerEvents.rows[0]?.n ?? -1);
    // The totals agree with the payments they summarise.
    const recomputed = await sql<{
      session_id: string;
      category: string;
      total_minor: number;
      count: number;
    }>`
      SELECT session_id, category, sum(amount_minor)::bigint AS total_minor, count(*)::int AS count
      FROM payments WHERE NOT voided GROUP BY session_id, category ORDER BY session_id, category`.execute(
      env.db,
    );
    expect(live.ledger_category_totals).toEqual(recomputed.rows);
  }, 120_000);
});
