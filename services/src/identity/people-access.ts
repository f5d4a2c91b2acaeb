import type { Person } from '@cenacle/projections/identity/people/people.queries.ts';
import { type Authority, DomainError, fromMinorUnits, toRole } from '@cenacle/shared-domain';
import {
  type Access,
  type AdminUser,
  canManage,
  type Servant,
  type UserState,
  uniqueValueDecider,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import { type CurrentUser, hasAuthority } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { reservationStream } from './accounts.ts';
import type { RunCommand } from './run-command.ts';

/**
 * The branches a list may show the caller: an administrator any (null: all, when he names none);
 * others only their own, and naming another branch is refused (403), not silently narrowed.
 */
export function branchScope(
  user: CurrentUser,
  requested: readonly string[] | null,
): readonly string[] | null {
  if (hasAuthority(user, 'ADMIN')) return requested;
  if (!requested) return user.branchIds;
  if (!requested.every((id) => user.branchIds.includes(id))) throw new AccessDeniedError();
  return requested;
}

/** The person's stream folded (write side): 404 when there is no such account. */
export async function loadPerson(
  deps: Deps,
  userId: string,
): Promise<Extract<UserState, { status: 'registered' }>> {
  const { state } = await deps.bus.load(userDecider, userStream(userId));
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: userId });
  return state;
}

/** 403 unless the caller may manage this person (spec §6: admins anyone, branch admins their branches' users). */
export function assertManages(user: CurrentUser, target: Access): void {
  if (!canManage(user, target)) throw new AccessDeniedError();
}

/** True when the caller may see this person in the administration (an admin, or they share a branch). */
export const canSee = (user: CurrentUser, person: Person): boolean =>
  hasAuthority(user, 'ADMIN') || person.branches.some((b) => user.branchIds.includes(b.id));

/**
 * Moves a person's e-mail address: reserves the new one (400 on `email` when another account holds
 * it, case-insensitively), and gives the old one up once the change is recorded (`release`).
 */
export async function reserveEmail(
  run: RunCommand,
  secret: string,
  userId: string,
  oldEmail: string,
  newEmail: string,
): Promise<{ release(): Promise<void> }> {
  const same = oldEmail.trim().toLowerCase() === newEmail.trim().toLowerCase();
  if (same) return { release: async () => undefined };
  try {
    await run(uniqueValueDecider, reservationStream(secret, 'email', newEmail), {
      type: 'ReserveUniqueValue',
      data: { kind: 'email', userId },
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'VALUE_TAKEN') {
      throw new DomainError('VALUE_TAKEN', error.messageKey, {}, 'email');
    }
    throw error;
  }
  return {
    async release() {
      await run(uniqueValueDecider, reservationStream(secret, 'email', oldEmail), {
        type: 'ReleaseUniqueValue',
        data: { kind: 'email', userId },
      });
    },
  };
}

const roleNames = (authorities: readonly Authority[]) => authorities.map(toRole);
const branchRefs = (person: Person) => person.branches.map((b) => ({ id: { value: b.id }, name: b.name }));

export function toAdminUser(person: Person): AdminUser {
  return {
    id: { value: person.id },
    login: person.login,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    authorities: roleNames(person.authorities),
    branches: branchRefs(person),
    activated: person.activated,
    invitationSent: person.invitationSent,
  };
}

export function toServant(person: Person): Servant {
  return {
    id: { value: person.id },
    firstname: person.firstName,
    lastname: person.lastName,
    email: person.email,
    phone: person.phone,
    avatar: person.avatarFileId ? { value: person.avatarFileId } : null,
    branches: branchRefs(person),
    permissions: roleNames(person.authorities),
    activated: person.activated,
    invitationSent: person.invitationSent,
    price: person.priceMinor === null ? null : fromMinorUnits(person.priceMinor),
    children: [],
  };
}
