import type { Kysely } from 'kysely';

/** Every field of the branch form (spec §3 Branch), and deletion as a flag: deleted branches stay for history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('branches')
    .addColumn('photo_file_id', 'uuid')
    .addColumn('photo_file_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('facebook', 'text')
    .addColumn('description', 'text')
    .addColumn('longitude', 'double precision')
    .addColumn('latitude', 'double precision')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('branches')
    .dropColumn('photo_file_id')
    .dropColumn('photo_file_name')
    .dropColumn('phone')
    .dropColumn('email')
    .dropColumn('facebook')
    .dropColumn('description')
    .dropColumn('longitude')
    .dropColumn('latitude')
    .dropColumn('deleted')
    .execute();
}
