import type { UserAdminErrorCode } from '@cenacle/shared-domain/identity';
import type { Route } from '../http/route.ts';
import { getAdminUserRoute } from './get-admin-user.route.ts';
import { getUserProfileRoute } from './get-user-profile.route.ts';
import { listAdminUsersRoute } from './list-admin-users.route.ts';
import { listServantsRoute } from './list-servants.route.ts';
import { listUsersRoute } from './list-users.route.ts';
import { readAvatarRoute } from './read-avatar.route.ts';
import { removeServantRoute } from './remove-servant.route.ts';
import { saveAdminUserRoute } from './save-admin-user.route.ts';
import { saveServantRoute } from './save-servant.route.ts';
import { saveUserProfileRoute } from './save-user-profile.route.ts';
import { sendInvitationRoute } from './send-invitation.route.ts';
import { uploadAvatarRoute } from './upload-avatar.route.ts';

/** The profile, the users administration and the servants (issue 8 §2 profile, §3 users and servants). */
export const peopleRoutes: readonly Route[] = [
  getUserProfileRoute,
  saveUserProfileRoute,
  uploadAvatarRoute,
  readAvatarRoute,
  listAdminUsersRoute,
  getAdminUserRoute,
  saveAdminUserRoute,
  listServantsRoute,
  listUsersRoute,
  saveServantRoute,
  removeServantRoute,
  sendInvitationRoute,
];

export const peopleErrorStatus: Readonly<Record<UserAdminErrorCode, number>> = {
  INVITATION_ALREADY_SENT: 400,
  ALREADY_ACTIVATED: 400,
  AVATAR_UNKNOWN: 400,
  NOT_A_SERVANT: 400,
  ACCOUNT_ACTION_REFUSED: 403,
  STAFF_WITHOUT_BRANCH: 400,
};
