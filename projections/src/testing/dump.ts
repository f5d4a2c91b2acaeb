import type { Database } from '@cenacle/infra/db/schema.ts';
import { type Kysely, sql } from 'kysely';
import { readModels } from '../read-models.ts';

/** Every row of every read model's tables, ordered by key: two dumps are equal when the tables are. */
export async function dumpReadModels(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const readModel of readModels) {
    for (const [table, key] of Object.entries(readModel.keys)) {
      const order = sql.join((key ?? []).map((column) => sql.ref(column)));
      const { rows } = await sql<
        Record<string, unknown>
      >`SELECT * FROM ${sql.table(table)} ORDER BY ${order}`.execute(db);
      dump[table] = rows;
    }
  }
  return dump;
}

/**
 * The projectors' tables a dump holds no row of. A rebuild compared with live tables proves nothing
 * about an empty one: a test expects this list empty before it compares.
 */
export function tablesWithoutRows(
  dump: Record<string, unknown[]>,
  projectors: readonly { readonly tables: readonly string[] }[],
): string[] {
  return projectors.flatMap((p) => p.tables).filter((table) => (dump[table]?.length ?? 0) === 0);
}
