import type { ConferencesErrorCode } from '@cenacle/shared-domain/conferences';
import { conferencesEvents, conferencesMessages } from '@cenacle/shared-domain/conferences';
import type { ServicesContext } from '../context.ts';
import { assignServantRoute } from './assign-servant.route.ts';
import { copyAssignmentsRoute } from './copy-assignments.route.ts';
import { deleteConferenceRoute } from './delete-conference.route.ts';
import { seedConferences } from './demo-seed.ts';
import { listConferencesRoute } from './list-conferences.route.ts';
import { listSessionConferencesRoute } from './list-session-conferences.route.ts';
import { moveConferenceRoute } from './move-conference.route.ts';
import { notifyServantsRoute } from './notify-servants.route.ts';
import { saveConferenceRoute } from './save-conference.route.ts';
import { unassignServantRoute } from './unassign-servant.route.ts';

const errorStatus: Readonly<Record<ConferencesErrorCode, number>> = {
  NO_CONFERENCE_SERVANTS: 400,
  CONFERENCE_MERGE_NOT_SUMMER: 400,
  CONFERENCE_PLAN_CHANGED: 409,
  CONFERENCE_NOT_IN_PLAN: 400,
  INVALID_CONFERENCE_MOVE: 400,
};

/** The conference catalogue and the servants who give the conferences on a session. */
export const conferences: ServicesContext = {
  name: 'conferences',
  routes: [
    listConferencesRoute,
    saveConferenceRoute,
    deleteConferenceRoute,
    assignServantRoute,
    unassignServantRoute,
    notifyServantsRoute,
    copyAssignmentsRoute,
    listSessionConferencesRoute,
    moveConferenceRoute,
  ],
  errorStatus,
  messages: conferencesMessages,
  events: conferencesEvents,
  seedDemo: seedConferences,
};
