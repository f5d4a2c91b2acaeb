import { DomainError } from '@cenacle/shared-domain';
import { ChangePasswordRequestSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/password.ts';
import { assertPasswordAccepted, personalOf } from '../auth/password-estimate.ts';
import { commandRoute } from '../http/command-route.ts';
import { limitedPerUser } from './signed-in-rate-limit.ts';
import { answeringViolations } from './violations.ts';

/** `POST api/change-password/`: any signed-in user, knowing the current password, sets a new one. */
export const changePasswordRoute = limitedPerUser(
  'change-password',
  answeringViolations(
    commandRoute({
      method: 'POST',
      url: '/api/change-password/',
      summary: "Change the signed-in user's password (400: violations per field)",
      tags: ['account'],
      entityName: 'password',
      audience: 'signed-in',
      body: ChangePasswordRequestSchema,
      async handle({ body, user, deps, run }) {
        const { state } = await deps.bus.load(userDecider, userStream(user.id));
        const current = state.status === 'registered' ? state.passwordHash : null;
        // An account without a password (Google only) verifies against a dummy: as slow, never right.
        if (!(await verifyPassword(current ?? DUMMY_HASH, body.oldPassword))) {
          throw new DomainError('WRONG_PASSWORD', 'error.password.wrongOld', {}, 'oldPassword');
        }
        if (state.status === 'registered') assertPasswordAccepted(body.password1, personalOf(state));
        const passwordHash = await hashPassword(body.password1);
        await run(userDecider, userStream(user.id), {
          type: 'ChangePassword',
          data: { userId: user.id, passwordHash },
        });
        await deps.loginSessions.revokeAllOf(user.id, user.loginSessionId);
        return { status: 200, body: { changed: true } };
      },
    }),
  ),
);
