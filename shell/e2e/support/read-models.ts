import { loadConfig } from '@cenacle/infra/config/config.ts';
import { readProjectorStatuses } from '@cenacle/infra/db/projection-failures.ts';
import { comparePositions } from '@cenacle/infra/eventstore/port.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { prepareProjections } from '@cenacle/projections/prepare.ts';
import { readModels } from '@cenacle/projections/read-models.ts';
import { sql } from 'kysely';

type Dump = Record<string, unknown[]>;

/**
 * The named read models of the browser tests' API as they are once their projectors reached the head
 * of the log, and as a rebuild of those projectors from the log makes them (every row of their tables,
 * each in its key's order). The projections process keeps running: a rebuild resets a projector in
 * one transaction, and the active runner either replays it or lets the rebuild do it.
 */
export async function liveAndRebuiltReadModels(
  databaseUrl: string,
  names: readonly string[],
): Promise<{ live: Dump; rebuilt: Dump; rows: number }> {
  const chosen = readModels.filter((r) => names.includes(r.projector.name));
  if (chosen.length !== names.length) throw new Error(`Unknown read model among ${names.join(', ')}`);
  const resources = await prepareProjections(
    loadConfig({ ...process.env, DATABASE_URL: databaseUrl }),
    'e2e-rebuild',
  );
  const dump = async (): Promise<Dump> => {
    const tables: Dump = {};
    for (const { keys } of chosen)
      for (const [table, key] of Object.entries(keys)) {
        const order = sql.join((key ?? []).map((column) => sql.ref(column)));
        const query = sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${order}`;
        tables[table] = (await query.execute(resources.db)).rows;
      }
    return tables;
  };
  try {
    await waitForValue(
      `${names.join(', ')} at the head of the log`,
      async () => {
        const head = await resources.store.endPosition();
        const statuses = (await readProjectorStatuses(resources.db)).filter((s) => names.includes(s.name));
        const failed = statuses.find((s) => s.failure !== null);
        if (failed) throw new Error(`${failed.name} stopped: ${JSON.stringify(failed.failure)}`);
        const reached = statuses.filter((s) => !head || comparePositions(s.position, head) >= 0);
        return reached.length === names.length ? true : null;
      },
      30_000,
    );
    const live = await dump();
    await rebuildProjections(
      resources,
      chosen.map((r) => r.projector),
      'all',
    );
    const rebuilt = await dump();
    return { live, rebuilt, rows: Object.values(live).reduce((sum, rows) => sum + rows.length, 0) };
  } finally {
    await resources.close();
  }
}
