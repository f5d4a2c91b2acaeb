import {
  type OrganisationErrorCode,
  organisationEvents,
  organisationMessages,
} from '@cenacle/shared-domain/organisation';
import type { ServicesContext } from '../context.ts';
import { createBranchRoute } from './create-branch.route.ts';
import { createSchoolSessionRoute } from './create-school-session.route.ts';
import { seedOrganisation } from './demo-seed.ts';
import { listBranchesRoute } from './list-branches.route.ts';
import { listSchoolSessionsRoute } from './list-school-sessions.route.ts';

const errorStatus: Readonly<Record<OrganisationErrorCode, number>> = {
  SESSION_DATES_REVERSED: 400,
  BRANCH_INACTIVE: 400,
};

/** Branches and their sessions. */
export const organisation: ServicesContext = {
  name: 'organisation',
  routes: [listBranchesRoute, createBranchRoute, listSchoolSessionsRoute, createSchoolSessionRoute],
  errorStatus,
  messages: organisationMessages,
  events: organisationEvents,
  seedDemo: seedOrganisation,
};
