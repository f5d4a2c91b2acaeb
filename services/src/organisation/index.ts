import {
  type OrganisationErrorCode,
  organisationEvents,
  organisationMessages,
} from '@cenacle/shared-domain/organisation';
import type { ServicesContext } from '../context.ts';
import { addSchoolLevelRoute } from './add-school-level.route.ts';
import { createSchoolSessionRoute } from './create-school-session.route.ts';
import { deleteBranchRoute } from './delete-branch.route.ts';
import { deleteSchoolLevelRoute } from './delete-school-level.route.ts';
import { seedOrganisation } from './demo-seed.ts';
import { listBranchesRoute } from './list-branches.route.ts';
import { listSchoolLevelsRoute } from './list-school-levels.route.ts';
import { listSchoolSessionsRoute } from './list-school-sessions.route.ts';
import { saveBranchRoute } from './save-branch.route.ts';

const errorStatus: Readonly<Record<OrganisationErrorCode, number>> = {
  SESSION_DATES_REVERSED: 400,
  BRANCH_INACTIVE: 400,
};

/** Branches, their sessions, and the school levels. */
export const organisation: ServicesContext = {
  name: 'organisation',
  // The routes that change or delete a branch come last: the property test, which calls routes in
  // this order, then exercises sessions on the demo branch before it may have deleted it.
  routes: [
    listBranchesRoute,
    listSchoolSessionsRoute,
    createSchoolSessionRoute,
    listSchoolLevelsRoute,
    addSchoolLevelRoute,
    deleteSchoolLevelRoute,
    saveBranchRoute,
    deleteBranchRoute,
  ],
  errorStatus,
  messages: organisationMessages,
  events: organisationEvents,
  seedDemo: seedOrganisation,
};
