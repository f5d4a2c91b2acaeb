import { type Kysely, sql } from 'kysely';

/**
 * "Session" is also a retreat session; the API's logins are login sessions. Renamed in place, so
 * everyone signed in stays signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').renameTo('login_sessions').execute();
  await sql`ALTER TABLE login_sessions RENAME CONSTRAINT auth_sessions_pkey TO login_sessions_pkey`.execute(
    db,
  );
  await sql`ALTER INDEX auth_sessions_user_idx RENAME TO login_sessions_user_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX login_sessions_user_idx RENAME TO auth_sessions_user_idx`.execute(db);
  await sql`ALTER TABLE login_sessions RENAME CONSTRAINT login_sessions_pkey TO auth_sessions_pkey`.execute(
    db,
  );
  await db.schema.alterTable('login_sessions').renameTo('auth_sessions').execute();
}
