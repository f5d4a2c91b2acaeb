import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Testimony } from '@cenacle/shared-domain/content/contracts';
import type { TestimonyType } from '@cenacle/shared-domain/content/rules';
import { TESTIMONIES_READ_MODEL } from '@cenacle/shared-domain/content/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** The testimonies, newest first; only those on the home page with `mainPage`. */
export const listTestimonies = defineQuery({
  readModels: [TESTIMONIES_READ_MODEL],
  run: async (db: Kysely<Database>, filter: { mainPage: boolean }): Promise<Testimony[]> => {
    let query = db.selectFrom('testimonies').selectAll();
    if (filter.mainPage) query = query.where('on_main_page', '=', true);
    const rows = await query.orderBy('created', 'desc').orderBy('id').execute();
    return rows.map((row) => ({
      id: { value: row.id },
      version: row.version,
      author: row.author,
      content: row.content,
      type: row.type as TestimonyType,
      branch: row.branch_id ? { value: row.branch_id } : null,
      country: row.country,
      onMainPage: row.on_main_page,
      photo: row.photo_file_id ? { fileId: row.photo_file_id, fileName: row.photo_file_name ?? '' } : null,
      created: new Date(row.created).toISOString(),
    }));
  },
});
