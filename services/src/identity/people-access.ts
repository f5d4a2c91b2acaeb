import type { Person } from '@cenacle/projections/identity/people/people.queries.ts';
import { type Authority, DomainError, fromMinorUnits, toRole } from '@cenacle/shared-domain';
import {
  type Access,
  type AccountAction,
  type Actor,
  type AdminUser,
  canManage,
  mayActOn,
  normaliseUniqueValue,
  type Servant,
  type UserState,
  uniqueValueDecider,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import { type CurrentUser, hasAuthority } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { accountHolding, reservationStream } from './accounts.ts';
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

/** The caller as the account rule and the deciders know him: his id, authorities and branches. */
export const actorOf = (user: CurrentUser): Actor => ({
  id: user.id,
  authorities: user.authorities,
  branchIds: user.branchIds,
});

/** 403 unless the account rule lets the caller do this to the person (`mayActOn`). */
export function assertMayActOn(
  user: CurrentUser,
  userId: string,
  person: Extract<UserState, { status: 'registered' }>,
  action: AccountAction,
): void {
  if (!mayActOn(actorOf(user), { ...person, id: userId }, action).allowed) throw new AccessDeniedError();
}

/** 403 unless the caller may manage this person (spec §6: admins anyone, branch admins their branches' users). */
export function assertManages(user: CurrentUser, target: Access): void {
  if (!canManage(user, target)) throw new AccessDeniedError();
}

/** True when the caller may see this person in the administration (an admin, or they share a branch). */
export const canSee = (user: CurrentUser, person: Person): boolean =>
  hasAuthority(user, 'ADMIN') || person.branches.some((b) => user.branchIds.includes(b.id));

/**
 * Reserves an e-mail address for a person (400 on `email` when another account holds it,
 * case-insensitively). A reservation left by an address change its owner never confirmed (expired,
 * or superseded) holds nothing: it is released and the address taken.
 */
export async function reserveEmail(
  run: RunCommand,
  deps: Deps,
  userId: string,
  email: string,
): Promise<void> {
  const secret = deps.config.personalDataKey;
  const reserve = () =>
    run(uniqueValueDecider, reservationStream(secret, 'email', email), {
      type: 'ReserveUniqueValue',
      data: { kind: 'email', userId },
    });
  try {
    await reserve();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'VALUE_TAKEN')) throw error;
    const holder = await accountHolding(deps, 'email', email);
    if (!holder || !(await heldInVain(deps, holder, email))) {
      throw new DomainError('VALUE_TAKEN', error.messageKey, {}, 'email');
    }
    await releaseEmail(run, deps, holder, email);
    await reserve();
  }
}

/** True when the account holds the address neither as its own nor for a change still open. */
async function heldInVain(deps: Deps, holder: string, email: string): Promise<boolean> {
  const { state } = await deps.bus.load(userDecider, userStream(holder));
  if (state.status === 'none') return false;
  const address = normaliseUniqueValue(email);
  if (normaliseUniqueValue(state.email) === address) return false;
  const pending = state.pendingEmail;
  const open = pending && Date.parse(pending.expiresAt) > deps.clock().getTime();
  return !(open && normaliseUniqueValue(pending.email) === address);
}

/** Gives an address up (a change confirmed, superseded or refused): another account may take it. */
export async function releaseEmail(
  run: RunCommand,
  deps: Deps,
  userId: string,
  email: string,
): Promise<void> {
  await run(uniqueValueDecider, reservationStream(deps.config.personalDataKey, 'email', email), {
    type: 'ReleaseUniqueValue',
    data: { kind: 'email', userId },
  });
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
