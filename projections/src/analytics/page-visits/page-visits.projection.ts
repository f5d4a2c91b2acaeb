import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  analyticsEvents,
  PAGE_VISITS_READ_MODEL,
  type PageviewsEvent,
} from '@cenacle/shared-domain/analytics';
import { sql } from 'kysely';

/** Views per day and path (table `page_visits`): each count is added to what the day already has. */
export const pageVisitsProjector = defineProjector<PageviewsEvent>()({
  name: PAGE_VISITS_READ_MODEL,
  handles: ['PageviewsCounted'],
  tables: ['page_visits'],
  events: analyticsEvents,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'PageviewsCounted': {
          const { day, counts } = event.data;
          // Applied once per event (the batch and its checkpoint commit together), so adding is safe.
          await trx
            .insertInto('page_visits')
            .values(counts.map(({ path, views }) => ({ day, path, views })))
            .onConflict((oc) =>
              oc.columns(['day', 'path']).doUpdateSet({
                // Capped at int4: a count never stops the projector.
                views: sql<number>`least(2147483647, page_visits.views::bigint + excluded.views)::int`,
              }),
            )
            .execute();
          break;
        }
      }
    }
  },
});
