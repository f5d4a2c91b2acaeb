import type { Database } from '@cenacle/infra/db/schema.ts';
import type { PublicSession } from '@cenacle/shared-domain/organisation';
import {
  BRANCHES_READ_MODEL,
  PUBLIC_SESSIONS_READ_MODEL,
  SCHOOL_SESSIONS_READ_MODEL,
} from '@cenacle/shared-domain/organisation/rules';
import { type Kysely, type Selectable, sql } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { toSchoolSessions } from '../school-sessions/school-sessions.queries.ts';
import { pricesOfSession } from '../session-prices/session-prices.queries.ts';
import type { PublicSessionsTable } from './public-sessions.tables.ts';

/** What the registration context needs of a session's public page. */
export interface PublicSessionWindow {
  readonly sessionId: string;
  /** ISO 8601 instant (UTC); null: registrations are taken until the session. */
  readonly registrationDeadline: string | null;
  /** Places before newcomers join the waiting list; null: no limit. */
  readonly capacity: number | null;
  /** False when the session was deleted (its page is gone). */
  readonly published: boolean;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * The registration window of a session (deadline, capacity, published); null when the session was
 * never published. Other contexts' routes call it to refuse late registrations and to fill the
 * waiting list.
 */
export const publicSessionOf = defineQuery({
  readModels: [PUBLIC_SESSIONS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<PublicSessionWindow | null> => {
    const row = await db
      .selectFrom('public_sessions')
      .select(['session_id', 'registration_deadline', 'capacity', 'published'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      sessionId: row.session_id,
      registrationDeadline: iso(row.registration_deadline),
      capacity: row.capacity,
      published: row.published,
    };
  },
});

export interface PublicSessionFilter {
  /** ISO 3166-1 alpha-3 of the branch. */
  readonly country?: string | undefined;
  readonly branches?: readonly string[];
  /** Sessions with any of these levels. */
  readonly levels?: readonly string[];
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('public_sessions as p')
    .innerJoin('school_sessions as s', 's.id', 'p.session_id')
    .innerJoin('branches as b', 'b.id', 's.branch_id')
    .selectAll('p')
    .select(['s.id', 's.season', 's.date_from', 's.date_to', 's.levels', 's.branch_id'])
    .where('p.published', '=', true)
    .where('s.deleted', '=', false)
    .where('b.deleted', '=', false);
}
type Row = Selectable<PublicSessionsTable> & {
  id: string;
  season: string;
  date_from: string | null;
  date_to: string | null;
  levels: string[];
  branch_id: string;
};

async function toPublicSessions(db: Kysely<Database>, rows: readonly Row[]): Promise<PublicSession[]> {
  const sessions = new Map((await toSchoolSessions(db, rows)).map((s) => [s.id.value, s]));
  const pages = await Promise.all(
    rows.map(async (row): Promise<PublicSession | null> => {
      const session = sessions.get(row.id);
      if (!session) return null;
      return {
        id: { value: row.session_id },
        version: row.version,
        session,
        photo:
          row.photo_file_id === null
            ? null
            : { fileId: row.photo_file_id, fileName: row.photo_file_name ?? '' },
        address: row.address,
        contact: row.contact,
        description: row.description,
        registrationLink: row.registration_link,
        retreatCenter: row.retreat_center_id === null ? null : { value: row.retreat_center_id },
        registrationDeadline: iso(row.registration_deadline),
        capacity: row.capacity,
        priceList: await pricesOfSession(db, row.session_id),
      };
    }),
  );
  return pages.filter((page) => page !== null);
}

/** The published sessions, soonest first (undated last); filters by country, branches and levels. */
export const listPublicSessions = defineQuery({
  readModels: [PUBLIC_SESSIONS_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL],
  uses: [toSchoolSessions, pricesOfSession],
  run: async (db: Kysely<Database>, filter: PublicSessionFilter = {}): Promise<PublicSession[]> => {
    let query = baseQuery(db)
      .orderBy('s.date_from', (o) => o.asc().nullsLast())
      .orderBy('s.id');
    if (filter.country) query = query.where('b.country', '=', filter.country);
    if (filter.branches && filter.branches.length > 0)
      query = query.where('s.branch_id', 'in', [...filter.branches]);
    if (filter.levels && filter.levels.length > 0) {
      query = query.where(sql<boolean>`s.levels && ${sql.val([...filter.levels])}::text[]`);
    }
    return toPublicSessions(db, await query.execute());
  },
});

/** One published session's page; null when never published or deleted. */
export const publicSessionById = defineQuery({
  readModels: [PUBLIC_SESSIONS_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL],
  uses: [toSchoolSessions, pricesOfSession],
  run: async (db: Kysely<Database>, sessionId: string): Promise<PublicSession | null> => {
    const row = await baseQuery(db).where('p.session_id', '=', sessionId).executeTakeFirst();
    return row ? ((await toPublicSessions(db, [row]))[0] ?? null) : null;
  },
});
