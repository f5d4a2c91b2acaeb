import { eventCatalog } from '@cenacle/shared-domain';
import type { ServicesContext } from '../context.ts';
import { siteConfigRoute } from './site-config.route.ts';

/** The public site's settings: no events, no errors of its own, only configuration it hands out. */
export const site: ServicesContext = {
  name: 'site',
  routes: [siteConfigRoute],
  errorStatus: {},
  messages: { pl: {}, en: {}, uk: {}, de: {} },
  events: eventCatalog(),
};
