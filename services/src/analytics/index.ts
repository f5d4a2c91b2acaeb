import type { AnalyticsErrorCode } from '@cenacle/shared-domain/analytics';
import { analyticsEvents, analyticsMessages } from '@cenacle/shared-domain/analytics';
import type { ServicesContext } from '../context.ts';
import { listPageVisitsRoute } from './list-page-visits.route.ts';
import { recordPageviewRoute } from './record-pageview.route.ts';

const errorStatus: Readonly<Record<AnalyticsErrorCode, number>> = {};

/** Pageviews: counted per day and page (or forwarded), and the visits per page admins read. */
export const analytics: ServicesContext = {
  name: 'analytics',
  routes: [recordPageviewRoute, listPageVisitsRoute],
  errorStatus,
  messages: analyticsMessages,
  events: analyticsEvents,
};
