import type { Database } from '@cenacle/infra/db/schema.ts';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import { INFO_COMPONENT_VERSIONS_READ_MODEL } from '@cenacle/shared-domain/content/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { componentOf } from '../info-components/info-components.queries.ts';

export interface StoredVersion {
  readonly version: number;
  readonly userId: string | null;
  readonly savedAt: string;
  readonly restoredFrom: number | null;
  readonly removed: boolean;
  /** The section as this version left it; null on a removal. */
  readonly component: InfoComponent | null;
}

/** A section's saves and removals, newest first. */
export const versionsOf = defineQuery({
  readModels: [INFO_COMPONENT_VERSIONS_READ_MODEL],
  run: async (db: Kysely<Database>, componentId: string): Promise<StoredVersion[]> => {
    const rows = await db
      .selectFrom('info_component_versions')
      .selectAll()
      .where('component_id', '=', componentId)
      .orderBy('version', 'desc')
      .execute();
    return rows.map((row) => ({
      version: row.version,
      userId: row.user_id,
      savedAt: new Date(row.saved_at).toISOString(),
      restoredFrom: row.restored_from,
      removed: row.removed,
      component: row.snapshot ? componentOf(componentId, row.snapshot, row.version, row.saved_at) : null,
    }));
  },
});
