import type { Database } from '@cenacle/infra/db/schema.ts';
import { CONFERENCES_READ_MODEL } from '@cenacle/shared-domain/conferences/rules';
import type { AssignedConference, CarriedResponsibility } from '@cenacle/shared-domain/responsibilities';
import { RESPONSIBILITIES_READ_MODEL } from '@cenacle/shared-domain/responsibilities/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** The responsibilities one servant carries on a session (a level of one, or all of it). */
export const responsibilitiesOfServant = defineQuery({
  readModels: [RESPONSIBILITIES_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string, userId: string): Promise<CarriedResponsibility[]> => {
    const rows = await db
      .selectFrom('responsibility_servants as rs')
      .innerJoin('responsibilities as r', 'r.id', 'rs.responsibility_id')
      .select(['r.id', 'r.name', 'r.type', 'r.level as ownLevel', 'rs.level'])
      .where('rs.session_id', '=', sessionId)
      .where('rs.user_id', '=', userId)
      .orderBy('r.name')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      level: row.level === '' ? row.ownLevel : row.level,
    }));
  },
});

/** The conferences one servant gives on a session, with their files. */
export const conferencesOfServant = defineQuery({
  readModels: [CONFERENCES_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string, userId: string): Promise<AssignedConference[]> => {
    const rows = await db
      .selectFrom('conference_servants as cs')
      .innerJoin('conferences as c', 'c.id', 'cs.conference_id')
      .select(['c.id', 'c.name', 'c.number', 'c.level', 'c.lang', 'c.files'])
      .where('cs.session_id', '=', sessionId)
      .where('cs.user_id', '=', userId)
      .orderBy('c.level')
      .orderBy('c.number')
      .execute();
    return rows.map((row) => ({ ...row, files: row.files }));
  },
});
