import { type IdentityErrorCode, identityEvents, identityMessages } from '@cenacle/shared-domain/identity';
import type { ServicesContext } from '../context.ts';
import { activateAccountRoute } from './activate-account.route.ts';
import { authConfigRoute } from './auth-config.route.ts';
import { changePasswordRoute } from './change-password.route.ts';
import { confirmEmailRoute } from './confirm-email.route.ts';
import { seedIdentity } from './demo-seed.ts';
import { googleSignInRoute } from './google-sign-in.route.ts';
import { peopleErrorStatus, peopleRoutes } from './people.routes.ts';
import { registerAccountRoute } from './register-account.route.ts';
import { resetPasswordRoute } from './reset-password.route.ts';
import { setUserBranchRoute } from './set-user-branch.route.ts';

const errorStatus: Readonly<Record<IdentityErrorCode, number>> = {
  VALUE_TAKEN: 400,
  PASSWORD_LINK_INVALID: 400,
  PASSWORD_LINK_USED: 400,
  PASSWORD_LINK_EXPIRED: 400,
  WRONG_PASSWORD: 400,
  BRANCH_ALREADY_CHOSEN: 400,
};

import { eraseUserRoute } from './erase-user.route.ts';

/**
 * Accounts. Signing in and out, the account and the language calls are the platform's (`auth/`,
 * registered by the app for every context); self-service accounts live here: registration,
 * activation and reset links, password change, Google sign-in, the user's branch.
 */
export const identity: ServicesContext = {
  name: 'identity',
  routes: [
    registerAccountRoute,
    activateAccountRoute,
    resetPasswordRoute,
    changePasswordRoute,
    setUserBranchRoute,
    confirmEmailRoute,
    googleSignInRoute,
    authConfigRoute,
    eraseUserRoute,
    ...peopleRoutes,
  ],
  errorStatus: { ...errorStatus, ...peopleErrorStatus },
  messages: identityMessages,
  events: identityEvents,
  seedDemo: seedIdentity,
};
