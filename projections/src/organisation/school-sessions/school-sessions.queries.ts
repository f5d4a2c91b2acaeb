import type { Database } from '@cenacle/infra/db/schema.ts';
import type { SchoolSession, Season } from '@cenacle/shared-domain/organisation';
import type { Kysely } from 'kysely';

export async function listSchoolSessions(db: Kysely<Database>, branchId?: string): Promise<SchoolSession[]> {
  let query = db
    .selectFrom('school_sessions as s')
    .leftJoin('branches as b', 'b.id', 's.branch_id')
    .select([
      's.id',
      's.season',
      's.date_from',
      's.date_to',
      's.levels',
      's.branch_id',
      'b.name as branch_name',
      'b.country',
      'b.city',
      'b.active',
      'b.currency_sign',
    ])
    .orderBy('s.date_from', (o) => o.desc().nullsLast())
    .orderBy('s.created_at', 'desc');
  if (branchId) query = query.where('s.branch_id', '=', branchId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: { value: row.id },
    season: row.season as Season,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    levels: row.levels.map((name) => ({ name })),
    branchId: { value: row.branch_id },
    branch:
      row.branch_name === null
        ? null
        : {
            id: { value: row.branch_id },
            name: row.branch_name,
            country: row.country ?? '',
            city: row.city ?? '',
            active: row.active ?? false,
            currencySign: row.currency_sign ?? '',
          },
  }));
}

export interface SessionAccess {
  readonly branchId: string;
  readonly currencySign: string;
}

/** Which branch a session belongs to (for branch scope) and its currency; null when unknown. */
export async function sessionAccess(db: Kysely<Database>, sessionId: string): Promise<SessionAccess | null> {
  const row = await db
    .selectFrom('school_sessions as s')
    .leftJoin('branches as b', 'b.id', 's.branch_id')
    .select(['s.branch_id', 'b.currency_sign'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row ? { branchId: row.branch_id, currencySign: row.currency_sign ?? '' } : null;
}
