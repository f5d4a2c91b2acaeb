import type { Database } from '@cenacle/infra/db/schema.ts';
import type { LangKey } from '@cenacle/shared-domain';
import type { Conference } from '@cenacle/shared-domain/conferences';
import { CONFERENCES_READ_MODEL } from '@cenacle/shared-domain/conferences/rules';
import { USERS_READ_MODEL } from '@cenacle/shared-domain/identity/rules';
import type { Season } from '@cenacle/shared-domain/organisation';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface ConferenceFilter {
  readonly levels: readonly string[] | null;
  readonly lang: LangKey | null;
  readonly season: Season | null;
  /** Attach the servants giving each conference on this session. */
  readonly sessionId: string | null;
}

/** The catalogue by season, level and number, filtered, without servants. */
export const catalogueConferences = defineQuery({
  readModels: [CONFERENCES_READ_MODEL],
  run: async (db: Kysely<Database>, filter: Omit<ConferenceFilter, 'sessionId'>): Promise<Conference[]> => {
    let query = db.selectFrom('conferences').selectAll();
    if (filter.levels) {
      if (filter.levels.length === 0) return [];
      query = query.where(
        (eb) => eb.fn('lower', ['level']),
        'in',
        filter.levels.map((l) => l.toLocaleLowerCase('pl')),
      );
    }
    if (filter.lang) query = query.where('lang', '=', filter.lang);
    if (filter.season) query = query.where('season', '=', filter.season);
    const rows = await query
      .orderBy('season')
      .orderBy('level')
      .orderBy('number')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: { value: row.id },
      name: row.name,
      number: row.number,
      lang: row.lang as LangKey,
      season: row.season as Season,
      level: row.level,
      files: row.files,
      servants: [],
      // A catalogue conference stands for itself; a session's plan may merge it (the route says so).
      origins: [],
    }));
  },
});

/** The catalogue filtered; with a session, each conference with the servants giving it there (names from the accounts). */
export const listConferences = defineQuery({
  readModels: [CONFERENCES_READ_MODEL, USERS_READ_MODEL],
  uses: [catalogueConferences],
  run: async (db: Kysely<Database>, filter: ConferenceFilter): Promise<Conference[]> => {
    const catalogue = await catalogueConferences(db, filter);
    if (!filter.sessionId) return catalogue;
    const servants = await db
      .selectFrom('conference_servants as cs')
      .leftJoin('users as u', 'u.id', 'cs.user_id')
      .select(['cs.conference_id', 'cs.user_id', 'u.first_name', 'u.last_name'])
      .where('cs.session_id', '=', filter.sessionId)
      .orderBy('cs.seq')
      .execute();
    return catalogue.map((conference) => ({
      ...conference,
      servants: servants
        .filter((s) => s.conference_id === conference.id.value)
        .map((s) => ({
          id: { value: s.user_id },
          firstname: s.first_name ?? '',
          lastname: s.last_name ?? '',
        })),
    }));
  },
});

/** The conference ids and servants of a session (the copy into another session). */
export const assignmentsOfSession = defineQuery({
  readModels: [CONFERENCES_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    sessionId: string,
  ): Promise<{ conferenceId: string; userId: string }[]> => {
    const rows = await db
      .selectFrom('conference_servants')
      .select(['conference_id', 'user_id'])
      .where('session_id', '=', sessionId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ conferenceId: r.conference_id, userId: r.user_id }));
  },
});
