import type { Database, TableName } from '@cenacle/infra/db/schema.ts';
import { type Kysely, sql } from 'kysely';

/** The read-model tables and the key that orders their dump. */
const KEYS: Partial<Record<TableName, readonly string[]>> = {
  users: ['id'],
  branches: ['id'],
  school_sessions: ['id'],
  payments: ['id'],
  ledger_category_totals: ['session_id', 'category'],
  ledger_audit: ['event_id'],
};

/** Every row of the read-model tables, ordered by key: two dumps are equal when the tables are. */
export async function dumpReadModels(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(KEYS)) {
    const order = sql.join((key ?? []).map((column) => sql.ref(column)));
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ORDER BY ${order}`.execute(db);
    dump[table] = rows;
  }
  return dump;
}
