import type { Authority } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { hashPassword } from '../auth/password.ts';
import { loginWhenReady } from './fixtures.ts';
import type { SignedIn, TestApi } from './test-api.ts';

/**
 * An active account made straight through the decider (tests only), signed in; its password is its
 * login. The API's own ways in (registration, invitation) have their own tests.
 */
export async function signedInAs(
  api: TestApi,
  login: string,
  authorities: readonly Authority[],
  branchIds: readonly string[],
): Promise<{ id: string; session: SignedIn }> {
  const userId = api.runtime.newId();
  await api.runtime.bus.handle(
    userDecider,
    userStream(userId),
    {
      type: 'RegisterUser',
      data: {
        userId,
        login,
        email: `${login}@cenacle.example`,
        firstName: login,
        lastName: 'Test',
        passwordHash: await hashPassword(login),
        authorities,
        branchIds,
        langKey: 'pl',
        activated: true,
      },
      metadata: { userId, now: new Date().toISOString() },
    },
    { correlationId: userId, causationId: null },
  );
  return { id: userId, session: await loginWhenReady(api.login, login, login) };
}

/** A signed-in account with these authorities and branches, under a login of its own. */
export async function signedInStaff(
  api: TestApi,
  authorities: readonly Authority[],
  branchIds: readonly string[],
): Promise<SignedIn> {
  const login = `staff-${api.runtime.newId().slice(0, 8)}`;
  return (await signedInAs(api, login, authorities, branchIds)).session;
}
