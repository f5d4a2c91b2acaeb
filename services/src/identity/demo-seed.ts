import type { Authority } from '@cenacle/shared-domain';
import { hashPassword } from '../auth/password.ts';
import { DEMO_ADMIN, DEMO_BRANCH, type DemoSeed } from '../seed/demo-seed.ts';
import { openAccount } from './accounts.ts';

interface DemoUser {
  readonly login: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly authorities: readonly Authority[];
}

/** The demo logins the README names; the first is the admin the rest of the demo data is "done" by. */
export const DEMO_USERS: readonly DemoUser[] = [
  { login: 'admin', password: 'admin', firstName: 'Anna', lastName: 'Nowak', authorities: ['ADMIN', 'USER'] },
  {
    login: 'servant',
    password: 'servant',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    authorities: ['SERVANT', 'USER'],
  },
  // A participant's account: signed in, but without a staff authority (staff routes answer 403).
  { login: 'user', password: 'user', firstName: 'Jan', lastName: 'Wiśniewski', authorities: ['USER'] },
];

/** The demo accounts, members of the demo branch, registered through the user decider. */
export async function seedIdentity(seed: DemoSeed): Promise<void> {
  for (const [index, user] of DEMO_USERS.entries()) {
    const userId = index === 0 ? seed.id(DEMO_ADMIN) : seed.newId();
    // Through the reservations, like every account: nobody may register these logins or addresses.
    await openAccount(seed.run, seed.personalDataKey, {
      userId,
      login: user.login,
      email: `${user.login}@cenacle.example`,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: await hashPassword(user.password),
      authorities: user.authorities,
      branchIds: [seed.id(DEMO_BRANCH)],
      langKey: 'pl',
      activated: true,
    });
  }
}
