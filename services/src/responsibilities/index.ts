import type { ResponsibilitiesErrorCode } from '@cenacle/shared-domain/responsibilities';
import { responsibilitiesEvents, responsibilitiesMessages } from '@cenacle/shared-domain/responsibilities';
import type { ServicesContext } from '../context.ts';
import { connectServantRoute } from './connect-servant.route.ts';
import { copyResponsibilitiesRoute } from './copy-responsibilities.route.ts';
import { deleteResponsibilityRoute } from './delete-responsibility.route.ts';
import { seedResponsibilities } from './demo-seed.ts';
import { disconnectServantRoute } from './disconnect-servant.route.ts';
import { listResponsibilitiesRoute } from './list-responsibilities.route.ts';
import { getMyResponsibilitiesRoute } from './my-responsibilities/get-my-responsibilities.route.ts';
import { myCalendarFeedRoute } from './my-responsibilities/my-calendar-feed.route.ts';
import { renewCalendarLinkRoute } from './my-responsibilities/renew-calendar-link.route.ts';
import { saveResponsibilityRoute } from './save-responsibility.route.ts';

const errorStatus: Readonly<Record<ResponsibilitiesErrorCode, number>> = {
  RESPONSIBILITY_OF_ANOTHER_SESSION: 400,
  UNKNOWN_LEVEL: 400,
};

/** The duties of a session and the servants who carry them. */
export const responsibilities: ServicesContext = {
  name: 'responsibilities',
  routes: [
    listResponsibilitiesRoute,
    saveResponsibilityRoute,
    deleteResponsibilityRoute,
    connectServantRoute,
    disconnectServantRoute,
    copyResponsibilitiesRoute,
    getMyResponsibilitiesRoute,
    myCalendarFeedRoute,
    renewCalendarLinkRoute,
  ],
  errorStatus,
  messages: responsibilitiesMessages,
  events: responsibilitiesEvents,
  seedDemo: seedResponsibilities,
};
