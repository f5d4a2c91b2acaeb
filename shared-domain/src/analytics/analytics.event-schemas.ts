import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredDate, storedText } from '../common/primitives.ts';
import { MAX_PATHS_PER_COUNT, MAX_VIEWS_PER_COUNT, PAGE_PATH_MAX_LENGTH } from './analytics.rules.ts';
import type { PageviewsCounted } from './pageviews.decider.ts';

export const pageviewsCountedV1 = defineEvent<PageviewsCounted>({
  type: 'PageviewsCounted',
  version: 1,
  schema: z.object({
    day: StoredDate,
    counts: z
      .array(
        z.object({
          path: storedText(PAGE_PATH_MAX_LENGTH).min(1),
          views: z.number().int().min(1).max(MAX_VIEWS_PER_COUNT),
        }),
      )
      .min(1)
      // The busiest paths plus the bucket of the others.
      .max(MAX_PATHS_PER_COUNT + 1),
  }),
});

/** Every event of the pageview streams, with its schema history. */
export const analyticsEvents = eventCatalog(pageviewsCountedV1);
