import type { Kysely } from 'kysely';

/** The history of the CMS sections, read per section. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_component_versions')
    .addColumn('component_id', 'uuid', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('removed', 'boolean', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb')
    .addPrimaryKeyConstraint('info_component_versions_pk', ['component_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('info_component_versions').execute();
}
