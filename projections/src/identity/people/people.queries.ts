import type { Database } from '@cenacle/infra/db/schema.ts';
import { AUTHORITIES, type Authority } from '@cenacle/shared-domain';
import { PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity/rules';
import { type Kysely, type Selectable, sql } from 'kysely';
import { branchNames } from '../../organisation/branches/branches.queries.ts';
import { defineQuery } from '../../runner/query.ts';
import type { PeopleTable } from './people.tables.ts';

export interface Person {
  readonly id: string;
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly avatarFileId: string | null;
  readonly authorities: readonly Authority[];
  /** In the account's order (the first is the user's branch), with their names. */
  readonly branches: readonly { readonly id: string; readonly name: string }[];
  readonly activated: boolean;
  readonly invitationSent: boolean;
  readonly priceMinor: number | null;
}

type Row = Selectable<PeopleTable>;

const isAuthority = (a: string): a is Authority => (AUTHORITIES as readonly string[]).includes(a);

async function toPeople(db: Kysely<Database>, rows: readonly Row[]): Promise<Person[]> {
  const names = await branchNames(db, [...new Set(rows.flatMap((r) => r.branch_ids))]);
  return rows.map((row) => ({
    id: row.id,
    login: row.login,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    avatarFileId: row.avatar_file_id,
    authorities: row.authorities.filter(isAuthority),
    branches: row.branch_ids.map((id) => ({ id, name: names.get(id) ?? '' })),
    activated: row.activated,
    invitationSent: row.invitation_sent,
    priceMinor: row.price_minor,
  }));
}

export const findPerson = defineQuery({
  readModels: [PEOPLE_READ_MODEL],
  uses: [branchNames],
  run: async (db: Kysely<Database>, id: string): Promise<Person | null> => {
    const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? ((await toPeople(db, [row]))[0] ?? null) : null;
  },
});

/** The names (`first last`) of the people among these ids that exist, in one query. */
export const namesOf = defineQuery({
  readModels: [PEOPLE_READ_MODEL],
  run: async (db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .selectFrom('people')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
  },
});

export interface PeopleFilter {
  /** Only people of any of these branches; null: everyone. */
  readonly branchIds: readonly string[] | null;
  /** Only holders of this authority (servants). */
  readonly authority?: Authority;
}

/** People by last and first name, filtered by branch and authority. */
export const listPeople = defineQuery({
  readModels: [PEOPLE_READ_MODEL],
  uses: [branchNames],
  run: async (db: Kysely<Database>, filter: PeopleFilter): Promise<Person[]> => {
    let query = db.selectFrom('people').selectAll();
    if (filter.branchIds) {
      if (filter.branchIds.length === 0) return [];
      query = query.where(sql<boolean>`branch_ids && ${sql.val([...filter.branchIds])}::uuid[]`);
    }
    if (filter.authority) query = query.where(sql<boolean>`${filter.authority} = ANY(authorities)`);
    const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
    return toPeople(db, rows);
  },
});

/** Who holds this e-mail address (compared case-insensitively), if anyone. */
export const emailHolder = defineQuery({
  readModels: [PEOPLE_READ_MODEL],
  run: async (db: Kysely<Database>, email: string): Promise<string | null> => {
    const row = await db
      .selectFrom('people')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  },
});

/** The avatar's file id of a person (null: none, or no such person). */
export const avatarOf = defineQuery({
  readModels: [PEOPLE_READ_MODEL],
  run: async (db: Kysely<Database>, id: string): Promise<string | null> => {
    const row = await db
      .selectFrom('people')
      .select('avatar_file_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.avatar_file_id ?? null;
  },
});
