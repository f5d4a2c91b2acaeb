import { randomUUID } from 'node:crypto';
import type { Authority } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { hashPassword } from '../auth/password.ts';
import { loginWhenReady } from './fixtures.ts';
import type { SignedIn, TestApi } from './test-api.ts';

/** Registers an activated account with these authorities and branches, and signs it in. */
export async function signedInStaff(
  api: TestApi,
  authorities: readonly Authority[],
  branchIds: readonly string[],
): Promise<SignedIn> {
  const userId = randomUUID();
  const login = `staff-${userId.slice(0, 8)}`;
  await api.runtime.bus.handle(
    userDecider,
    userStream(userId),
    {
      type: 'RegisterUser',
      data: {
        userId,
        login,
        email: `${login}@cenacle.example`,
        firstName: 'Test',
        lastName: 'Staff',
        passwordHash: await hashPassword('staff-password'),
        authorities,
        branchIds,
        langKey: 'pl',
        activated: true,
      },
      metadata: { userId, now: new Date().toISOString() },
    },
    { correlationId: randomUUID(), causationId: null },
  );
  return loginWhenReady(api.login, login, 'staff-password');
}
