import type { DeskErrorCode } from '@cenacle/shared-domain/desk';
import { deskEvents, deskMessages } from '@cenacle/shared-domain/desk';
import type { ServicesContext } from '../context.ts';
import { applyDeskActionsRoute } from './apply-desk-actions.route.ts';
import { deskLiveRoute } from './desk-live.route.ts';
import { deskRosterRoute } from './desk-roster.route.ts';
import { revokeRegistrationTokenRoute } from './revoke-registration-token.route.ts';

const errorStatus: Readonly<Record<DeskErrorCode, number>> = {
  ALREADY_PRESENT: 400,
  KEY_ALREADY_HANDED_OUT: 400,
  CHILD_ALREADY_CHECKED_IN: 400,
  CHILD_NOT_CHECKED_IN: 400,
  WRONG_PICKUP_CODE: 400,
  DUPLICATE_COMMAND: 409,
};

/** The arrival desk (issue 26): a session's roster on a device, and the actions queued there. */
export const desk: ServicesContext = {
  name: 'desk',
  routes: [deskRosterRoute, applyDeskActionsRoute, deskLiveRoute, revokeRegistrationTokenRoute],
  errorStatus,
  messages: deskMessages,
  events: deskEvents,
};
