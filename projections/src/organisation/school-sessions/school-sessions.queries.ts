import type { Database } from '@cenacle/infra/db/schema.ts';
import type { SchoolSession, Season } from '@cenacle/shared-domain/organisation';
import { BRANCHES_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { Kysely, Selectable } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { branchesById } from '../branches/branches.queries.ts';
import type { SchoolSessionsTable } from './school-sessions.tables.ts';

type SessionRow = Pick<
  Selectable<SchoolSessionsTable>,
  'id' | 'version' | 'season' | 'date_from' | 'date_to' | 'levels' | 'branch_id'
>;
const COLUMNS = [
  's.id',
  's.version',
  's.season',
  's.date_from',
  's.date_to',
  's.levels',
  's.branch_id',
] as const;

/** Sessions in the contract's shape, each with its branch (deleted branches included). */
export const toSchoolSessions = defineQuery({
  uses: [branchesById],
  run: async (db: Kysely<Database>, rows: readonly SessionRow[]): Promise<SchoolSession[]> => {
    const branches = await branchesById(db, [...new Set(rows.map((row) => row.branch_id))]);
    return rows.map((row) => ({
      id: { value: row.id },
      version: row.version,
      season: row.season as Season,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      levels: row.levels.map((name) => ({ name })),
      branchId: { value: row.branch_id },
      branch: branches.get(row.branch_id) ?? null,
    }));
  },
});

/** Every session not deleted (or those of one branch), newest first. */
export const listSchoolSessions = defineQuery({
  readModels: [SCHOOL_SESSIONS_READ_MODEL],
  uses: [toSchoolSessions],
  run: async (db: Kysely<Database>, branchId?: string): Promise<SchoolSession[]> => {
    let query = db
      .selectFrom('school_sessions as s')
      .select(COLUMNS)
      .where('s.deleted', '=', false)
      .orderBy('s.date_from', (o) => o.desc().nullsLast())
      .orderBy('s.created_at', 'desc');
    if (branchId) query = query.where('s.branch_id', '=', branchId);
    return toSchoolSessions(db, await query.execute());
  },
});

/** One session with its branch; null when unknown or deleted. */
export const schoolSessionById = defineQuery({
  readModels: [SCHOOL_SESSIONS_READ_MODEL],
  uses: [toSchoolSessions],
  run: async (db: Kysely<Database>, sessionId: string): Promise<SchoolSession | null> => {
    const row = await db
      .selectFrom('school_sessions as s')
      .select(COLUMNS)
      .where('s.id', '=', sessionId)
      .where('s.deleted', '=', false)
      .executeTakeFirst();
    return row ? ((await toSchoolSessions(db, [row]))[0] ?? null) : null;
  },
});

export interface SessionAccess {
  readonly branchId: string;
  readonly currencySign: string;
}

/** Which branch a session belongs to (for branch scope) and its currency; null when unknown or deleted. */
export const sessionAccess = defineQuery({
  readModels: [SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<SessionAccess | null> => {
    const row = await db
      .selectFrom('school_sessions as s')
      .leftJoin('branches as b', 'b.id', 's.branch_id')
      .select(['s.branch_id', 'b.currency_sign'])
      .where('s.id', '=', sessionId)
      .where('s.deleted', '=', false)
      .executeTakeFirst();
    return row ? { branchId: row.branch_id, currencySign: row.currency_sign ?? '' } : null;
  },
});
