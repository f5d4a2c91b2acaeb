import { type Kysely, sql } from 'kysely';

/**
 * One data key per person whose data the events carry (decision 007), wrapped with the master key.
 * Erasing the person sets `key` to null and stamps `erased_at`; the row stays, so a later event about
 * that person is sealed with a throwaway key and reads as erased too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_data_keys')
    .addColumn('subject_id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('erased_at', 'timestamptz')
    .addCheckConstraint('personal_data_keys_key_or_erased', sql`(key IS NULL) = (erased_at IS NOT NULL)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('personal_data_keys').execute();
}
