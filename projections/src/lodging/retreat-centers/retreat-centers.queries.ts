import type { Database } from '@cenacle/infra/db/schema.ts';
import type { RetreatCenter, ShortRetreatCenter } from '@cenacle/shared-domain/lodging';
import type { Kysely, Selectable } from 'kysely';
import type { RetreatCentersTable } from './retreat-centers.tables.ts';

const toCenter = (row: Selectable<RetreatCentersTable>): RetreatCenter => ({
  id: { value: row.id },
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

/** The centres not deleted, by name. */
export async function listRetreatCenters(db: Kysely<Database>): Promise<RetreatCenter[]> {
  const rows = await db
    .selectFrom('retreat_centers')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toCenter);
}

/** Id and name of each centre not deleted (the session form's selector). */
export async function shortRetreatCenters(db: Kysely<Database>): Promise<ShortRetreatCenter[]> {
  const rows = await db
    .selectFrom('retreat_centers')
    .select(['id', 'name'])
    .where('deleted', '=', false)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: { value: row.id }, name: row.name }));
}

/** One centre not deleted; null otherwise. */
export async function retreatCenterById(db: Kysely<Database>, id: string): Promise<RetreatCenter | null> {
  const row = await db
    .selectFrom('retreat_centers')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row ? toCenter(row) : null;
}

/** What visitors may read of a centre: its buildings without their rooms, so nothing about who sleeps where. */
export type PublicRetreatCenter = Omit<RetreatCenter, 'buildings'> & {
  readonly buildings: readonly Pick<RetreatCenter['buildings'][number], 'id' | 'name' | 'photo'>[];
};

/** One centre not deleted, as its public page shows it; null otherwise. */
export async function publicRetreatCenterById(
  db: Kysely<Database>,
  id: string,
): Promise<PublicRetreatCenter | null> {
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
}
