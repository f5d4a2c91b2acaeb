import {
  type OrganisationErrorCode,
  organisationEvents,
  organisationMessages,
} from '@cenacle/shared-domain/organisation';
import type { ServicesContext } from '../context.ts';
import { addSchoolLevelRoute } from './add-school-level.route.ts';
import { deleteBranchRoute } from './delete-branch.route.ts';
import { deleteSchoolLevelRoute } from './delete-school-level.route.ts';
import { deleteSchoolSessionRoute } from './delete-school-session.route.ts';
import { deleteSessionPriceRoute } from './delete-session-price.route.ts';
import { seedOrganisation } from './demo-seed.ts';
import { getPublicSessionRoute } from './get-public-session.route.ts';
import { listBranchesRoute } from './list-branches.route.ts';
import { listPublicSessionsRoute } from './list-public-sessions.route.ts';
import { listSchoolLevelsRoute } from './list-school-levels.route.ts';
import { listSchoolSessionsRoute } from './list-school-sessions.route.ts';
import { listSessionPricesRoute } from './list-session-prices.route.ts';
import { saveBranchRoute } from './save-branch.route.ts';
import { savePublicSessionRoute } from './save-public-session.route.ts';
import { saveSchoolSessionRoute } from './save-school-session.route.ts';
import { saveSessionPriceRoute } from './save-session-price.route.ts';
import { schoolSessionInfoRoute } from './school-session-info.route.ts';

const errorStatus: Readonly<Record<OrganisationErrorCode, number>> = {
  SESSION_DATES_REVERSED: 400,
  BRANCH_INACTIVE: 400,
  PRICE_AGES_REVERSED: 400,
  PRICE_OF_ANOTHER_SESSION: 400,
};

/** Branches, their sessions with their price lists and public pages, and the school levels. */
export const organisation: ServicesContext = {
  name: 'organisation',
  // The routes that change or delete a branch or delete a session come last: the property test,
  // which calls routes in this order, then exercises sessions on the demo branch and session before
  // it may have deleted them.
  routes: [
    listBranchesRoute,
    listSchoolSessionsRoute,
    schoolSessionInfoRoute,
    saveSchoolSessionRoute,
    listSchoolLevelsRoute,
    addSchoolLevelRoute,
    deleteSchoolLevelRoute,
    listSessionPricesRoute,
    saveSessionPriceRoute,
    deleteSessionPriceRoute,
    listPublicSessionsRoute,
    getPublicSessionRoute,
    savePublicSessionRoute,
    saveBranchRoute,
    deleteBranchRoute,
    deleteSchoolSessionRoute,
  ],
  errorStatus,
  messages: organisationMessages,
  events: organisationEvents,
  seedDemo: seedOrganisation,
};
