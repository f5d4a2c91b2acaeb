import type { Database } from '@cenacle/infra/db/schema.ts';
import type { RetreatCenter, ShortRetreatCenter } from '@cenacle/shared-domain/lodging';
import { RETREAT_CENTERS_READ_MODEL } from '@cenacle/shared-domain/lodging/rules';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { Kysely, Selectable } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import type { RetreatCentersTable } from './retreat-centers.tables.ts';

const toCenter = (row: Selectable<RetreatCentersTable>): RetreatCenter => ({
  id: { value: row.id },
  branchId: row.branch_id === null ? null : { value: row.branch_id },
  version: row.version,
  name: row.name,
  contact: row.contact,
  country: row.country,
  city: row.city,
  address: row.address,
  description: row.description,
  buildings: row.buildings.map((building) => ({
    ...building,
    id: { value: building.id },
    attachments: [...building.attachments],
    rooms: building.rooms.map((room) => ({ ...room, id: { value: room.id }, bathroom: [...room.bathroom] })),
  })),
});

/**
 * Whose centres a reader sees: `'all'` (admins), or those of these branches and the centres of no
 * branch yet (saved before centres had branches; read-only for anyone but admins).
 */
export type CenterScope = 'all' | readonly string[];

function centersIn(db: Kysely<Database>, scope: CenterScope) {
  const live = db.selectFrom('retreat_centers').where('deleted', '=', false);
  if (scope === 'all') return live;
  return live.where((eb) =>
    scope.length === 0
      ? eb('branch_id', 'is', null)
      : eb.or([eb('branch_id', 'is', null), eb('branch_id', 'in', [...scope])]),
  );
}

/** The centres not deleted that the scope sees, by name. */
export const listRetreatCenters = defineQuery({
  readModels: [RETREAT_CENTERS_READ_MODEL],
  run: async (db: Kysely<Database>, scope: CenterScope): Promise<RetreatCenter[]> => {
    const rows = await centersIn(db, scope).selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toCenter);
  },
});

/** Id, name and branch of each centre not deleted that the scope sees (the session form's selector). */
export const shortRetreatCenters = defineQuery({
  readModels: [RETREAT_CENTERS_READ_MODEL],
  run: async (db: Kysely<Database>, scope: CenterScope): Promise<ShortRetreatCenter[]> => {
    const rows = await centersIn(db, scope)
      .select(['id', 'name', 'branch_id'])
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: { value: row.id },
      name: row.name,
      branchId: row.branch_id === null ? null : { value: row.branch_id },
    }));
  },
});

/**
 * A session whose public page names the centre (a published one: a deleted session's page is not),
 * or null. Reads the public pages' table, which the organisation's public-sessions read model keeps.
 */
export const sessionNamingCenter = defineQuery({
  readModels: [PUBLIC_SESSIONS_READ_MODEL],
  run: async (db: Kysely<Database>, centerId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('public_sessions')
      .select('session_id')
      .where('retreat_center_id', '=', centerId)
      .where('published', '=', true)
      .orderBy('session_id')
      .limit(1)
      .executeTakeFirst();
    return row?.session_id ?? null;
  },
});

/** One centre not deleted; null otherwise. */
export const retreatCenterById = defineQuery({
  readModels: [RETREAT_CENTERS_READ_MODEL],
  run: async (db: Kysely<Database>, id: string): Promise<RetreatCenter | null> => {
    const row = await db
      .selectFrom('retreat_centers')
      .selectAll()
      .where('id', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
    return row ? toCenter(row) : null;
  },
});

/** What visitors may read of a centre: its buildings without their rooms, so nothing about who sleeps where. */
export type PublicRetreatCenter = Omit<RetreatCenter, 'buildings' | 'branchId' | 'version'> & {
  readonly buildings: readonly Pick<RetreatCenter['buildings'][number], 'id' | 'name' | 'photo'>[];
};

/** One centre not deleted, as its public page shows it; null otherwise. */
export const publicRetreatCenterById = defineQuery({
  readModels: [RETREAT_CENTERS_READ_MODEL],
  run: async (db: Kysely<Database>, id: string): Promise<PublicRetreatCenter | null> => {
    const row = await db
      .selectFrom('retreat_centers')
      .select(['id', 'name', 'contact', 'country', 'city', 'address', 'description', 'buildings'])
      .where('id', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: { value: row.id },
      name: row.name,
      contact: row.contact,
      country: row.country,
      city: row.city,
      address: row.address,
      description: row.description,
      buildings: row.buildings.map((building) => ({
        id: { value: building.id },
        name: building.name,
        photo: building.photo,
      })),
    };
  },
});
