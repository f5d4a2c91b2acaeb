import { type Kysely, sql } from 'kysely';

/**
 * Logins are unique by their reservation streams in the log (decision: a `login-<hash>` stream
 * appended with "no stream"), not by the read model: a unique index could stop the projector on a
 * replay of old data. Lookups by login and by e-mail address get plain indexes instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_login_key`.execute(db);
  await sql`create index if not exists users_login_idx on users (login)`.execute(db);
  await sql`create index if not exists users_email_idx on users (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_email_idx`.execute(db);
  await sql`drop index if exists users_login_idx`.execute(db);
  await sql`alter table users add constraint users_login_key unique (login)`.execute(db);
}
