import type { Database } from '@cenacle/infra/db/schema.ts';
import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import {
  ABOUT_US_READ_MODEL,
  FALLBACK_CONTENT_LANGUAGE,
  languagesFor,
} from '@cenacle/shared-domain/content/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface AboutUsFilter {
  /** A branch's entries; null: the community's own. */
  readonly branchId: string | null;
  readonly mainOnly?: boolean;
  /** The visitor's language, falling back to Polish when it has no entry; absent: every language. */
  readonly language?: string | undefined;
}

/** About-us entries: the main ones first, then by title. */
export const aboutUsEntries = defineQuery({
  readModels: [ABOUT_US_READ_MODEL],
  run: async (db: Kysely<Database>, filter: AboutUsFilter): Promise<AboutUsEntry[]> => {
    let query = db.selectFrom('about_us_entries').selectAll();
    query =
      filter.branchId === null
        ? query.where('branch_id', 'is', null)
        : query.where('branch_id', '=', filter.branchId);
    if (filter.mainOnly) query = query.where('main', '=', true);
    const languages = filter.language === undefined ? null : languagesFor(filter.language);
    if (languages) query = query.where('language', 'in', languages);
    const rows = await query.orderBy('main', 'desc').orderBy('title').orderBy('id').execute();
    const wanted = languages?.[0];
    const lang = wanted && rows.some((row) => row.language === wanted) ? wanted : FALLBACK_CONTENT_LANGUAGE;
    return rows
      .filter((row) => !languages || row.language === lang)
      .map((row) => ({
        id: { value: row.id },
        version: row.version,
        title: row.title,
        content: row.content,
        language: row.language,
        main: row.main,
        branch: row.branch_id ? { value: row.branch_id } : null,
        lastModifiedDate: new Date(row.modified_at).toISOString(),
      }));
  },
});
