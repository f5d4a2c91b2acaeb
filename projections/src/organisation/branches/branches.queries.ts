import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Branch } from '@cenacle/shared-domain/organisation';
import type { Kysely } from 'kysely';

/** Every branch, by name (the public branch list and map read it too). */
export async function listBranches(db: Kysely<Database>): Promise<Branch[]> {
  const rows = await db.selectFrom('branches').selectAll().orderBy('name').execute();
  return rows.map((row) => ({
    id: { value: row.id },
    name: row.name,
    country: row.country,
    city: row.city,
    active: row.active,
    currencySign: row.currency_sign,
  }));
}

/** Branch names by id (the account's branches). */
export async function branchNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((b) => [b.id, b.name]));
}
