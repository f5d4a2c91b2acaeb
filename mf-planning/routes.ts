import type { RemoteDeclaration } from '@cenacle/kit/routes';
import {
  CONFERENCE_KEEPERS,
  CONFERENCE_MERGERS,
  CONFERENCE_PLANNERS,
} from '@cenacle/shared-domain/conferences/rules';
import { ROOM_PLANNERS } from '@cenacle/shared-domain/lodging/rules';
import { MAIL_ACCOUNT_READERS, OUTBOX_READERS } from '@cenacle/shared-domain/mail/rules';
import { BRANCH_EDITORS, LEVEL_KEEPERS } from '@cenacle/shared-domain/organisation/rules';
import { PARTICIPANT_MAILERS } from '@cenacle/shared-domain/participants/rules';
import { FORM_EDITORS } from '@cenacle/shared-domain/registration/rules';
import { RESPONSIBILITY_KEEPERS } from '@cenacle/shared-domain/responsibilities/rules';
import { roles, STAFF_AUTHORITIES } from '@cenacle/shared-domain/rules';

/**
 * What mf-planning serves. Its build exposes each route's module and writes routes.json, which the
 * shell reads at run time: adding a route here needs no change anywhere else.
 */
export const PLANNING_REMOTE = {
  name: 'planning',
  title: 'module',
  routes: [
    {
      // The active session, or the branch configuration for administrators (spec §2 Dashboard).
      segment: 'dashboard',
      module: 'DashboardRoute',
      source: './src/routes/DashboardRoute.tsx',
      authorities: roles(['ADMIN', 'BRANCH_ADMIN', 'SERVANT']),
      nav: 'nav.dashboard',
    },
    {
      segment: 'sessions',
      module: 'SessionsRoute',
      source: './src/routes/SessionsRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.sessions',
    },
    {
      segment: 'servants',
      module: 'ServantsRoute',
      source: './src/routes/ServantsRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.servants',
      menu: 'admin',
      group: 'people',
    },
    {
      // The administration area: /admin/users (spec §2 Administration) for now.
      segment: 'admin',
      module: 'AdminRoute',
      source: './src/routes/AdminRoute.tsx',
      authorities: roles(['ADMIN', 'BRANCH_ADMIN']),
      nav: 'nav.users',
      menu: 'admin',
      group: 'people',
    },
    {
      // /users (spec §6: admin or branch admin): the users page at the spec's own address; no menu entry.
      segment: 'users',
      module: 'UsersRoute',
      source: './src/routes/UsersRoute.tsx',
      authorities: roles(['ADMIN', 'BRANCH_ADMIN']),
    },
    {
      // The admin menu’s management pages (spec §2 Layout), administrators only: one module, five entries.
      segment: 'admin/metrics',
      module: 'ManagementRoute',
      source: './src/routes/ManagementRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.metrics',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'admin/health',
      module: 'ManagementRoute',
      source: './src/routes/ManagementRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.health',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'admin/configuration',
      module: 'ManagementRoute',
      source: './src/routes/ManagementRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.configuration',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'admin/logs',
      module: 'ManagementRoute',
      source: './src/routes/ManagementRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.logs',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'admin/docs',
      module: 'ManagementRoute',
      source: './src/routes/ManagementRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.apiDocs',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'config-branches',
      module: 'BranchesRoute',
      source: './src/routes/BranchesRoute.tsx',
      authorities: roles(BRANCH_EDITORS),
      nav: 'nav.branches',
      menu: 'admin',
      group: 'sessions',
    },
    {
      segment: 'levels',
      module: 'LevelsRoute',
      source: './src/routes/LevelsRoute.tsx',
      authorities: roles(LEVEL_KEEPERS),
      nav: 'nav.levels',
      menu: 'admin',
      group: 'sessions',
    },
    {
      segment: 'outbox',
      module: 'OutboxRoute',
      source: './src/routes/OutboxRoute.tsx',
      authorities: roles(OUTBOX_READERS),
      nav: 'nav.outbox',
      menu: 'admin',
      group: 'system',
    },
    {
      segment: 'page-visits',
      module: 'PageVisitsRoute',
      source: './src/routes/PageVisitsRoute.tsx',
      authorities: roles(['ADMIN']),
      nav: 'nav.pageVisits',
      menu: 'admin',
      group: 'system',
    },
    {
      // Reached from a session (its settings link to it); not in the main menu.
      segment: 'participants',
      module: 'ParticipantsRoute',
      source: './src/routes/ParticipantsRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
    },
    {
      segment: 'import-participants',
      module: 'ImportParticipantsRoute',
      source: './src/routes/ImportParticipantsRoute.tsx',
      authorities: roles(['ADMIN', 'BRANCH_ADMIN']),
    },
    {
      // Mounted as config/*: the page itself answers /config/mail-account (spec §2).
      segment: 'config',
      module: 'ConfigRoute',
      source: './src/routes/ConfigRoute.tsx',
      authorities: roles(MAIL_ACCOUNT_READERS),
      nav: 'nav.mailAccount',
      menu: 'account',
    },
    {
      // Reached from a session (its settings link to it); not in the main menu.
      segment: 'session-registration-form',
      module: 'RegistrationFormRoute',
      source: './src/routes/RegistrationFormRoute.tsx',
      authorities: roles(FORM_EDITORS),
    },
    {
      // /participant-mails?session={id}: reached from the participants page (spec §2).
      segment: 'participant-mails',
      module: 'ParticipantMailsRoute',
      source: './src/routes/ParticipantMailsRoute.tsx',
      authorities: roles(PARTICIPANT_MAILERS),
    },
    {
      // /schedule?session&day: anyone signed in reads; servants and branch admins edit (spec §2, §6).
      segment: 'schedule',
      module: 'ScheduleRoute',
      source: './src/routes/ScheduleRoute.tsx',
      authorities: [],
    },
    {
      // /session-invitation?session={id}: any signed-in user confirms they come (spec §2).
      segment: 'session-invitation',
      module: 'SessionInvitationRoute',
      source: './src/routes/SessionInvitationRoute.tsx',
      authorities: [],
    },
    {
      // /servant-responsibilities?session={id}: the responsibility planner (spec §2).
      segment: 'servant-responsibilities',
      module: 'ResponsibilitiesRoute',
      source: './src/routes/ResponsibilitiesRoute.tsx',
      authorities: roles(RESPONSIBILITY_KEEPERS),
      nav: 'responsibilities.nav',
    },
    {
      // /my-responsibilities?session={id}: the caller's conferences and responsibilities (spec §2).
      segment: 'my-responsibilities',
      module: 'MyResponsibilitiesRoute',
      source: './src/routes/MyResponsibilitiesRoute.tsx',
      authorities: roles(RESPONSIBILITY_KEEPERS),
      nav: 'myResponsibilities.nav',
    },
    {
      // /servant-conference?session={id}: the conference planner (spec §2).
      segment: 'servant-conference',
      module: 'ConferencePlannerRoute',
      source: './src/routes/ConferencePlannerRoute.tsx',
      authorities: roles(CONFERENCE_PLANNERS),
      nav: 'conferencePlanner.nav',
    },
    {
      // /conferences: the conference catalogue (admin, spec §2 Administration).
      segment: 'conferences',
      module: 'ConferencesRoute',
      source: './src/routes/ConferencesRoute.tsx',
      authorities: roles(CONFERENCE_KEEPERS),
      nav: 'conferences.nav',
      menu: 'admin',
      group: 'sessions',
    },
    {
      // /retreat-centers: every staff member reads the centres; admins and branch admins keep them (spec §2, §6).
      segment: 'retreat-centers',
      module: 'RetreatCentersRoute',
      source: './src/routes/RetreatCentersRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.retreatCenters',
      menu: 'admin',
      group: 'sessions',
    },
    {
      // /merge-conferences?session={id}: a summer session's conferences (spec §2); its settings link here.
      segment: 'merge-conferences',
      module: 'MergeConferencesRoute',
      source: './src/routes/MergeConferencesRoute.tsx',
      authorities: roles(CONFERENCE_MERGERS),
    },
    {
      // /my-registrations: where a participant lands after signing in (their sessions, what is due).
      segment: 'my-registrations',
      module: 'MyRegistrationsRoute',
      source: './src/routes/MyRegistrationsRoute.tsx',
      authorities: [],
      nav: 'nav.myRegistrations',
      menu: 'account',
    },
    {
      // /qr-generator: anyone signed in; the account menu links here (spec §2 Layout).
      segment: 'qr-generator',
      module: 'QrGeneratorRoute',
      source: './src/routes/QrGeneratorRoute.tsx',
      authorities: [],
      nav: 'nav.qrGenerator',
      menu: 'account',
    },
    {
      // /desk and /desk/{sessionId}: the arrival desk (issue 26), staff only; the API answers a session's
      // roster to staff of its branch alone. Works offline once opened (decision 023).
      segment: 'desk',
      module: 'DeskRoute',
      source: './src/routes/DeskRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.desk',
    },
    {
      // /room-assignment?session={id}: the room planner (spec §2); the active session links here.
      segment: 'room-assignment',
      module: 'RoomAssignmentRoute',
      source: './src/routes/RoomAssignmentRoute.tsx',
      authorities: roles(ROOM_PLANNERS),
    },
  ],
} satisfies RemoteDeclaration;
