import type { Database } from '@cenacle/infra/db/schema.ts';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import type { CmsLocation, CssLayouts, SectionSnapshot } from '@cenacle/shared-domain/content/rules';
import {
  cssLayoutsString,
  FALLBACK_CONTENT_LANGUAGE,
  languagesFor,
} from '@cenacle/shared-domain/content/rules';
import type { Kysely, Selectable } from 'kysely';
import type { InfoComponentsTable } from './info-components.tables.ts';

const layouts = (cssLayouts: CssLayouts) => ({ cssLayouts, cssLayoutsString: cssLayoutsString(cssLayouts) });

/** A stored section in the shape of the spec's component (ids as `{value}`, layouts twice). */
export function toInfoComponent(
  row: Pick<
    Selectable<InfoComponentsTable>,
    'id' | 'name' | 'location' | 'lang' | 'country' | 'branch_id' | 'idx' | 'version'
  > & {
    section: SectionSnapshot;
    modified_at: Date | string;
  },
): InfoComponent {
  return {
    id: { value: row.id },
    name: row.name,
    location: row.location as CmsLocation,
    lang: row.lang,
    country: row.country,
    index: row.idx,
    branch: row.branch_id ? { value: row.branch_id } : null,
    section: {
      index: row.idx,
      ...layouts(row.section.cssLayouts),
      columns: row.section.columns.map((column) => ({
        type: column.type,
        elements: column.elements.map((element) => ({
          id: { value: element.elementId },
          type: element.type,
          content: element.content,
          url: element.url,
          file: element.file,
          ...layouts(element.cssLayouts),
        })),
      })),
    },
    version: row.version,
    lastModifiedDate: new Date(row.modified_at).toISOString(),
  };
}

export interface PageFilter {
  readonly location: CmsLocation;
  /** The visitor's language; its sections, or the Polish ones when it has none. Absent: every language. */
  readonly language?: string | undefined;
  /** Its own sections and those for every country. */
  readonly country?: string | undefined;
  readonly branchId?: string | undefined;
}

/**
 * A page's sections in order. With a language, the page in that language when it has any section
 * in it, else in Polish: a page is never a mix of two languages.
 */
export async function sectionsOfPage(db: Kysely<Database>, filter: PageFilter): Promise<InfoComponent[]> {
  let query = db.selectFrom('info_components').selectAll().where('location', '=', filter.location);
  const languages = filter.language === undefined ? null : languagesFor(filter.language);
  if (languages) query = query.where('lang', 'in', languages);
  if (filter.country) {
    const country = filter.country;
    query = query.where((eb) => eb.or([eb('country', '=', country), eb('country', 'is', null)]));
  }
  if (filter.branchId) query = query.where('branch_id', '=', filter.branchId);
  const rows = await query.orderBy('idx').orderBy('modified_at').orderBy('id').execute();
  const wanted = languages?.[0];
  const lang = wanted && rows.some((row) => row.lang === wanted) ? wanted : FALLBACK_CONTENT_LANGUAGE;
  const shown = languages ? rows.filter((row) => row.lang === lang) : rows;
  return shown.map(toInfoComponent);
}

/** One section, or null when there is none (or it was removed). */
export async function findInfoComponent(db: Kysely<Database>, id: string): Promise<InfoComponent | null> {
  const row = await db.selectFrom('info_components').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInfoComponent(row) : null;
}

/** The ids of the sections on one page in one language (and country), for ordering them. */
export async function idsOfPage(
  db: Kysely<Database>,
  page: { location: CmsLocation; lang: string; country: string | null; branchId: string | null },
): Promise<string[]> {
  let query = db
    .selectFrom('info_components')
    .select('id')
    .where('location', '=', page.location)
    .where('lang', '=', page.lang);
  query =
    page.country === null ? query.where('country', 'is', null) : query.where('country', '=', page.country);
  query = page.branchId === null ? query : query.where('branch_id', '=', page.branchId);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}
