import type { Database } from '@cenacle/infra/db/schema.ts';
import type { PageVisits } from '@cenacle/shared-domain/analytics/contracts';
import { PAGE_VISITS_READ_MODEL } from '@cenacle/shared-domain/analytics/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { definePageQuery } from '../../runner/snapshot.ts';

export interface DayRange {
  /** 'YYYY-MM-DD', both counted. */
  readonly from: string;
  readonly to: string;
}

/** How many paths were seen within the days. */
export const countVisitedPages = defineQuery({
  readModels: [PAGE_VISITS_READ_MODEL],
  run: async (db: Kysely<Database>, range: DayRange): Promise<number> => {
    const row = await db
      .selectFrom('page_visits')
      .select((eb) => eb.fn.count<number>('path').distinct().as('count'))
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
});

/** A page of the paths seen within the days, busiest first, each with its views per day. */
export const listPageVisits = defineQuery({
  readModels: [PAGE_VISITS_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    range: DayRange,
    paging: { readonly offset: number; readonly limit: number },
  ): Promise<PageVisits[]> => {
    const totals = await db
      .selectFrom('page_visits')
      .select(['path', (eb) => eb.fn.sum<number>('views').as('views')])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy('path')
      .orderBy('views', 'desc')
      .orderBy('path')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute();
    if (totals.length === 0) return [];
    const days = await db
      .selectFrom('page_visits')
      .select(['day', 'path', 'views'])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where(
        'path',
        'in',
        totals.map((t) => t.path),
      )
      .orderBy('day')
      .execute();
    const byPath = new Map<string, { day: string; views: number }[]>();
    for (const { day, path, views } of days) {
      const list = byPath.get(path) ?? [];
      list.push({ day, views });
      byPath.set(path, list);
    }
    return totals.map(({ path, views }) => ({ path, views: Number(views), days: byPath.get(path) ?? [] }));
  },
});

/** A page of visited paths with how many there are in all, read together. */
export const pageVisitsPage = definePageQuery(countVisitedPages, listPageVisits);
