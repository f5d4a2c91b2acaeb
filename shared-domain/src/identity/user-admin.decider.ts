import type { Authority } from '../common/authorities.ts';
import { assertNever, type Command } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import {
  type AccountAction,
  type Actor,
  BRANCH_BOUND_AUTHORITIES,
  branchlessStaff,
  mayActOn,
} from './account-actions.rules.ts';
import type { UserState } from './user.decider.ts';
import type { UserAdminEvent } from './user-admin.events.ts';
import { grantAccess } from './user-admin.rules.ts';

/** The name and phone a person goes by (the address changes only through a confirmed change). */
export interface PersonDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** undefined: keep the current phone (forms without a phone field). */
  readonly phone?: string | null;
}

/**
 * Change what is known of a person, in one decision so the parts land together: details (the
 * profile, the user and servant forms), avatar, access (authorities and branches, already checked
 * against who assigns them) and the servant's price. Absent parts stay; unchanged parts record nothing.
 */
export type EditPerson = Command<
  'EditPerson',
  {
    readonly userId: string;
    readonly details?: PersonDetails;
    /** undefined: keep; the id must already be the avatar or a freshly stored image. */
    readonly avatarFileId?: string | null;
    readonly access?: { readonly authorities: readonly Authority[]; readonly branchIds: readonly string[] };
    readonly priceMinor?: number | null;
    /** Who acts, with the powers the route read: the decider asks `mayActOn` against this state. */
    readonly by: Actor;
  }
>;
/** Remove a servant from these branches ('all': an administrator's removal). */
export type RemoveServant = Command<
  'RemoveServant',
  { readonly userId: string; readonly fromBranchIds: readonly string[] | 'all'; readonly by: Actor }
>;
/** Note that the invitation goes out now: refused once sent, and for an activated account. */
export type RecordInvitation = Command<'RecordInvitation', { readonly userId: string; readonly by: Actor }>;

type Registered = Extract<UserState, { status: 'registered' }>;

const REFUSAL_KEY = 'error.account.';

/**
 * Refuses (403, `ACCOUNT_ACTION_REFUSED`) what `mayActOn` refuses, judged against the account as
 * this stream holds it: a change of its branches racing the request cannot slip past.
 */
export function assertMayAct(by: Actor, person: Registered, userId: string, action: AccountAction): void {
  const verdict = mayActOn(by, { ...person, id: userId }, action);
  if (!verdict.allowed) {
    throw new DomainError('ACCOUNT_ACTION_REFUSED', `${REFUSAL_KEY}${verdict.refusal}`, { action });
  }
}

/** A staff authority bound to a branch needs one (400 on `branches`). */
function assertBranchedStaff(access: NonNullable<EditPerson['data']['access']>): void {
  if (branchlessStaff(access)) {
    throw new DomainError('STAFF_WITHOUT_BRANCH', 'error.account.staffWithoutBranch', {}, 'branches');
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The account, or NOT_FOUND when the stream holds none. */
export function registeredAccount(state: UserState, userId: string): Registered {
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: userId });
  return state;
}

export function edit(command: EditPerson, state: UserState): UserAdminEvent[] {
  const { userId, details, avatarFileId, access, priceMinor, by } = command.data;
  const person = registeredAccount(state, userId);
  const events: UserAdminEvent[] = [];
  const may = (action: AccountAction) => assertMayAct(by, person, userId, action);
  if (details) {
    const phone = details.phone === undefined ? person.phone : details.phone;
    const { firstName, lastName } = details;
    if (firstName !== person.firstName || lastName !== person.lastName || phone !== person.phone) {
      may('editDetails');
      events.push({
        type: 'UserDetailsChanged',
        data: { userId, firstName, lastName, email: person.email, phone },
      });
    }
  }
  if (avatarFileId !== undefined && avatarFileId !== person.avatarFileId) {
    may('editDetails');
    events.push({ type: 'UserAvatarChanged', data: { userId, fileId: avatarFileId } });
  }
  if (
    access &&
    !(sameSet(access.authorities, person.authorities) && sameSet(access.branchIds, person.branchIds))
  ) {
    may('changeAccess');
    const granted = grantAccess(by, person, access);
    if (
      !granted ||
      !sameSet(granted.authorities, access.authorities) ||
      !sameSet(granted.branchIds, access.branchIds)
    ) {
      throw new DomainError('ACCOUNT_ACTION_REFUSED', `${REFUSAL_KEY}outOfReach`, { action: 'changeAccess' });
    }
    assertBranchedStaff(access);
    events.push({ type: 'UserAccessChanged', data: { userId, ...access } });
  }
  if (priceMinor !== undefined && priceMinor !== person.priceMinor) {
    may('changeAccess');
    events.push({ type: 'ServantPriceChanged', data: { userId, priceMinor } });
  }
  return events;
}

export function removeServant(command: RemoveServant, state: UserState): UserAdminEvent[] {
  const { userId, fromBranchIds, by } = command.data;
  const person = registeredAccount(state, userId);
  assertMayAct(by, person, userId, 'removeServant');
  if (!person.authorities.includes('SERVANT')) {
    throw new DomainError('NOT_A_SERVANT', 'error.servant.notAServant', { id: userId });
  }
  const removed =
    fromBranchIds === 'all' ? person.branchIds : person.branchIds.filter((b) => fromBranchIds.includes(b));
  const branchIds = person.branchIds.filter((b) => !removed.includes(b));
  // Still a servant elsewhere, or no servant any more (the "blocked" of the spec's toast); with no
  // branch left, no authority bound to a branch stays either (a branch admin of nothing).
  const authorities =
    branchIds.length === 0
      ? person.authorities.filter((a) => !(BRANCH_BOUND_AUTHORITIES as readonly Authority[]).includes(a))
      : person.authorities;
  return [
    { type: 'ServantRemoved', data: { userId, removedFromBranchIds: removed, authorities, branchIds } },
  ];
}

export function recordInvitation(command: RecordInvitation, state: UserState): UserAdminEvent[] {
  const { userId, by } = command.data;
  const person = registeredAccount(state, userId);
  assertMayAct(by, person, userId, 'invite');
  if (person.activated) throw new DomainError('ALREADY_ACTIVATED', 'error.user.alreadyActivated');
  if (person.invitationSent) {
    throw new DomainError('INVITATION_ALREADY_SENT', 'error.user.invitationAlreadySent');
  }
  return [{ type: 'UserInvitationSent', data: { userId } }];
}

/** What the people administration's events change of an account. */
export function evolvePerson(state: Registered, event: UserAdminEvent): Registered {
  switch (event.type) {
    case 'UserDetailsChanged': {
      const { firstName, lastName, email, phone } = event.data;
      return { ...state, firstName, lastName, email, phone };
    }
    case 'UserAvatarChanged':
      return { ...state, avatarFileId: event.data.fileId };
    case 'UserAccessChanged':
    case 'ServantRemoved': {
      const { authorities, branchIds } = event.data;
      return { ...state, authorities, branchIds, everHadBranch: state.everHadBranch || branchIds.length > 0 };
    }
    case 'UserEmailChangeRequested': {
      const { email, confirmFrom, tokenHash, expiresAt } = event.data;
      return { ...state, pendingEmail: { email, confirmFrom, tokenHash, expiresAt } };
    }
    case 'UserEmailChanged':
      return { ...state, email: event.data.email, pendingEmail: null };
    case 'ServantPriceChanged':
      return { ...state, priceMinor: event.data.priceMinor };
    case 'UserInvitationSent':
      return { ...state, invitationSent: true };
    default:
      return assertNever(event);
  }
}
