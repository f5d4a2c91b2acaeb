import type { Database } from '@cenacle/infra/db/schema.ts';
import { USERS_READ_MODEL } from '@cenacle/shared-domain/identity/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface LoginCandidate {
  readonly id: string;
  readonly passwordHash: string | null;
  readonly activated: boolean;
}

/** The account a login form names (logins are stored lower case). */
export const findLoginCandidate = defineQuery({
  readModels: [USERS_READ_MODEL],
  run: async (db: Kysely<Database>, login: string): Promise<LoginCandidate | null> => {
    const row = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'activated'])
      .where('login', '=', login.trim().toLowerCase())
      // Reservations keep logins unique; should old data hold a duplicate, the oldest account answers.
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: row.id, passwordHash: row.password_hash, activated: row.activated } : null;
  },
});
