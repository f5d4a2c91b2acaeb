import type { ContentErrorCode } from '@cenacle/shared-domain/content';
import { contentEvents, contentMessages } from '@cenacle/shared-domain/content';
import type { ServicesContext } from '../context.ts';
import { deleteAboutUsRoute } from './delete-about-us.route.ts';
import { deleteInfoComponentRoute } from './delete-info-component.route.ts';
import { deleteTestimonyRoute } from './delete-testimony.route.ts';
import { seedContent } from './demo-seed.ts';
import { infoComponentHistoryRoute } from './info-component-history.route.ts';
import { listAboutUsRoute } from './list-about-us.route.ts';
import { listBranchAboutUsRoute } from './list-branch-about-us.route.ts';
import { listInfoComponentsRoute } from './list-info-components.route.ts';
import { listTestimoniesRoute } from './list-testimonies.route.ts';
import { orderInfoComponentsRoute } from './order-info-components.route.ts';
import { restoreInfoComponentRoute } from './restore-info-component.route.ts';
import { saveAboutUsRoute } from './save-about-us.route.ts';
import { saveInfoComponentRoute } from './save-info-component.route.ts';
import { saveTestimonyRoute } from './save-testimony.route.ts';

const errorStatus: Readonly<Record<ContentErrorCode, number>> = {
  CONTENT_VERSION_CONFLICT: 409,
  CONTENT_VERSION_UNKNOWN: 400,
  CONTENT_REMOVED: 409,
  COMPONENT_OF_ANOTHER_PAGE: 400,
  SECTION_NOT_ON_PAGE: 400,
};

/** The public site's content: CMS sections and their history, about-us entries, testimonies. */
export const content: ServicesContext = {
  name: 'content',
  routes: [
    listInfoComponentsRoute,
    saveInfoComponentRoute,
    deleteInfoComponentRoute,
    orderInfoComponentsRoute,
    infoComponentHistoryRoute,
    restoreInfoComponentRoute,
    listAboutUsRoute,
    listBranchAboutUsRoute,
    saveAboutUsRoute,
    deleteAboutUsRoute,
    listTestimoniesRoute,
    saveTestimonyRoute,
    deleteTestimonyRoute,
  ],
  errorStatus,
  messages: contentMessages,
  events: contentEvents,
  seedDemo: seedContent,
};
