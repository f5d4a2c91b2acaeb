import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Branch } from '@cenacle/shared-domain/organisation';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { Kysely, Selectable } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import type { BranchesTable } from './branches.tables.ts';

function toBranch(row: Selectable<BranchesTable>): Branch {
  return {
    id: { value: row.id },
    version: row.version,
    name: row.name,
    country: row.country,
    city: row.city,
    active: row.active,
    currencySign: row.currency_sign,
    photo:
      row.photo_file_id === null ? null : { fileId: row.photo_file_id, fileName: row.photo_file_name ?? '' },
    phone: row.phone,
    email: row.email,
    facebook: row.facebook,
    description: row.description,
    longitude: row.longitude,
    latitude: row.latitude,
  };
}

/** Every branch not deleted, by name (the public branch list and map read it too). */
export const listBranches = defineQuery({
  readModels: [BRANCHES_READ_MODEL],
  run: async (db: Kysely<Database>): Promise<Branch[]> => {
    const rows = await db
      .selectFrom('branches')
      .selectAll()
      .where('deleted', '=', false)
      .orderBy('name')
      .execute();
    return rows.map(toBranch);
  },
});

/** Branches by id, deleted ones included (sessions keep naming their branch). */
export const branchesById = defineQuery({
  readModels: [BRANCHES_READ_MODEL],
  run: async (db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, Branch>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('branches')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, toBranch(row)]));
  },
});

/** Branch names by id (the account's branches). */
export const branchNames = defineQuery({
  readModels: [BRANCHES_READ_MODEL],
  run: async (db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('branches')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((b) => [b.id, b.name]));
  },
});
