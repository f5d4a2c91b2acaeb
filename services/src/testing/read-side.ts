import { comparePositions, type ProjectorStatus, readProjectorStatuses } from '@cenacle/infra';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { allProjectors, readModels } from '@cenacle/projections/read-models.ts';
import { sql } from 'kysely';
import type { TestApi } from './test-api.ts';

/**
 * Waits until every projector has reached the end of the log (every event committed so far, also
 * those an open older transaction still keeps from the readers) or one of them has stopped on an
 * event, and answers the projectors that stopped (empty: all healthy and caught up).
 */
export async function settledProjectors(api: TestApi, timeoutMs = 30_000): Promise<ProjectorStatus[]> {
  const names = new Set(allProjectors.map((p) => p.name));
  return waitForValue(
    'every projector at the head of the log, or one stopped',
    async () => {
      const head = await api.runtime.store.endPosition();
      const statuses = (await readProjectorStatuses(api.runtime.db)).filter((s) => names.has(s.name));
      const failed = statuses.filter((s) => s.failure !== null);
      if (failed.length > 0) return failed;
      const reached = statuses.filter((s) => !head || comparePositions(s.position, head) >= 0);
      return reached.length === names.size ? [] : null;
    },
    timeoutMs,
  );
}

/** What the admin's health says of the projections: its status and each stopped projector's failure. */
export async function projectionsHealth(
  api: TestApi,
  headers: Record<string, string>,
): Promise<{ status: string; failed: string[] }> {
  const response = await api.app.inject({ method: 'GET', url: '/management/health', headers });
  const body = response.json() as {
    components: { projections: { status: string; details: Record<string, { status: string }> } };
  };
  const { projections } = body.components;
  const failed = Object.entries(projections.details)
    .filter(([, details]) => details.status !== 'UP')
    .map(([name]) => name);
  return { status: projections.status, failed };
}

/** Every row of every read model, each table in its key's order. */
async function dump(api: TestApi): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const { keys } of readModels) {
    for (const [table, key] of Object.entries(keys)) {
      const order = sql.join((key ?? []).map((column) => sql.ref(column)));
      const query = sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${order}`;
      tables[table] = (await query.execute(api.runtime.db)).rows;
    }
  }
  return tables;
}

/** The read models as they are, and as a rebuild of every projector from the log makes them. */
export async function liveAndRebuilt(
  api: TestApi,
): Promise<{ live: Record<string, unknown[]>; rebuilt: Record<string, unknown[]> }> {
  const live = await dump(api);
  await rebuildProjections(api.runtime, allProjectors, 'all');
  return { live, rebuilt: await dump(api) };
}
