import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Note } from '@cenacle/shared-domain/notes/contracts';
import { NOTES_READ_MODEL } from '@cenacle/shared-domain/notes/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** A person's notes on one page, oldest first (a newer note lies on top). */
export const notesOfPage = defineQuery({
  readModels: [NOTES_READ_MODEL],
  run: async (db: Kysely<Database>, ownerId: string, location: string): Promise<Note[]> => {
    const rows = await db
      .selectFrom('notes')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('location', '=', location)
      .orderBy('modified_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: { value: row.id },
      title: row.title,
      content: row.content,
      location: row.location,
      metadata: { x: row.x, y: row.y, width: row.width, height: row.height },
      lastModifiedDate: new Date(row.modified_at).toISOString(),
    }));
  },
});

/** How many notes a person keeps on a page. */
export const countNotesOfPage = defineQuery({
  readModels: [NOTES_READ_MODEL],
  run: async (db: Kysely<Database>, ownerId: string, location: string): Promise<number> => {
    const row = await db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('location', '=', location)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
});
