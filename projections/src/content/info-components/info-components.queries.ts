import type { Database } from '@cenacle/infra/db/schema.ts';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import type { CmsLocation, ComponentSnapshot, CssLayouts } from '@cenacle/shared-domain/content/rules';
import {
  cssLayoutsString,
  FALLBACK_CONTENT_LANGUAGE,
  INFO_COMPONENTS_READ_MODEL,
  languagesFor,
} from '@cenacle/shared-domain/content/rules';
import type { Kysely, Selectable } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import type { InfoComponentsTable } from './info-components.tables.ts';

const layouts = (cssLayouts: CssLayouts) => ({ cssLayouts, cssLayoutsString: cssLayoutsString(cssLayouts) });

/** A section in the shape of the spec's component (ids as `{value}`, layouts as object and string). */
export function componentOf(
  id: string,
  snapshot: ComponentSnapshot,
  version: number,
  modifiedAt: Date | string,
): InfoComponent {
  return {
    id: { value: id },
    name: snapshot.name,
    location: snapshot.location,
    lang: snapshot.lang,
    country: snapshot.country,
    index: snapshot.index,
    branch: snapshot.branchId ? { value: snapshot.branchId } : null,
    section: {
      index: snapshot.index,
      ...layouts(snapshot.section.cssLayouts),
      columns: snapshot.section.columns.map((column) => ({
        type: column.type,
        elements: column.elements.map((element) => ({
          id: { value: element.elementId },
          type: element.type,
          content: element.content,
          url: element.url,
          file: element.file,
          // Spec §3: an element's layouts are the JSON string (a section has both forms).
          cssLayouts: cssLayoutsString(element.cssLayouts),
          cssLayoutsString: cssLayoutsString(element.cssLayouts),
        })),
      })),
    },
    version,
    lastModifiedDate: new Date(modifiedAt).toISOString(),
  };
}

const toInfoComponent = (row: Selectable<InfoComponentsTable>): InfoComponent =>
  componentOf(
    row.id,
    {
      name: row.name,
      location: row.location as CmsLocation,
      lang: row.lang,
      country: row.country,
      branchId: row.branch_id,
      index: row.idx,
      section: row.section,
    },
    row.version,
    row.modified_at,
  );

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
export const sectionsOfPage = defineQuery({
  readModels: [INFO_COMPONENTS_READ_MODEL],
  run: async (db: Kysely<Database>, filter: PageFilter): Promise<InfoComponent[]> => {
    let query = db.selectFrom('info_components').selectAll().where('location', '=', filter.location);
    const languages = filter.language === undefined ? null : languagesFor(filter.language);
    if (languages) query = query.where('lang', 'in', languages);
    if (filter.country) {
      const country = filter.country;
      query = query.where((eb) => eb.or([eb('country', '=', country), eb('country', 'is', null)]));
    }
    if (filter.branchId && filter.location === 'BRANCH')
      query = query.where('branch_id', '=', filter.branchId);
    const rows = await query.orderBy('idx').orderBy('modified_at').orderBy('id').execute();
    const wanted = languages?.[0];
    const lang = wanted && rows.some((row) => row.lang === wanted) ? wanted : FALLBACK_CONTENT_LANGUAGE;
    const shown = languages ? rows.filter((row) => row.lang === lang) : rows;
    return shown.map(toInfoComponent);
  },
});

/** One section, or null when there is none (or it was removed). */
export const findInfoComponent = defineQuery({
  readModels: [INFO_COMPONENTS_READ_MODEL],
  run: async (db: Kysely<Database>, id: string): Promise<InfoComponent | null> => {
    const row = await db.selectFrom('info_components').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toInfoComponent(row) : null;
  },
});
