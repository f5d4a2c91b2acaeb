import type { Database } from '@cenacle/infra/db/schema.ts';
import { USERS_READ_MODEL } from '@cenacle/shared-domain/identity/rules';
import {
  connectionId,
  type Responsibility,
  type ResponsibilityType,
} from '@cenacle/shared-domain/responsibilities';
import { RESPONSIBILITIES_READ_MODEL } from '@cenacle/shared-domain/responsibilities/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/**
 * A session's responsibilities by name, each with its servants (names from the accounts). The branch
 * is the session's: the caller, who read the session, adds it.
 */
export const responsibilitiesOfSession = defineQuery({
  readModels: [RESPONSIBILITIES_READ_MODEL, USERS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<Omit<Responsibility, 'branch'>[]> => {
    const [rows, servants] = await Promise.all([
      db
        .selectFrom('responsibilities')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('responsibility_servants as rs')
        .leftJoin('users as u', 'u.id', 'rs.user_id')
        .select(['rs.responsibility_id', 'rs.user_id', 'rs.level', 'u.first_name', 'u.last_name'])
        .where('rs.session_id', '=', sessionId)
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('rs.user_id')
        .execute(),
    ]);
    return rows.map((row) => ({
      id: { value: row.id },
      session: { value: row.session_id },
      name: row.name,
      type: row.type as ResponsibilityType | null,
      level: row.level,
      servants: servants
        .filter((s) => s.responsibility_id === row.id)
        .map((s) => {
          const level = s.level === '' ? null : s.level;
          return {
            connectionId: connectionId(row.id, level),
            level,
            user: { value: s.user_id },
            firstname: s.first_name ?? '',
            lastname: s.last_name ?? '',
          };
        }),
    }));
  },
});
