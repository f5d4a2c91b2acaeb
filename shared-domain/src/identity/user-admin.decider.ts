import type { Authority } from '../common/authorities.ts';
import { assertNever, type Command } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { UserState } from './user.decider.ts';
import type { UserAdminEvent } from './user-admin.events.ts';

export interface PersonDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
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
  }
>;
/** Remove a servant from these branches ('all': an administrator's removal). */
export type RemoveServant = Command<
  'RemoveServant',
  { readonly userId: string; readonly fromBranchIds: readonly string[] | 'all' }
>;
/** Note that the invitation goes out now: refused once sent, and for an activated account. */
export type RecordInvitation = Command<'RecordInvitation', { readonly userId: string }>;

type Registered = Extract<UserState, { status: 'registered' }>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function registered(state: UserState, userId: string): Registered {
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: userId });
  return state;
}

export function edit(command: EditPerson, state: UserState): UserAdminEvent[] {
  const { userId, details, avatarFileId, access, priceMinor } = command.data;
  const person = registered(state, userId);
  const events: UserAdminEvent[] = [];
  if (details) {
    const phone = details.phone === undefined ? person.phone : details.phone;
    const { firstName, lastName, email } = details;
    if (
      firstName !== person.firstName ||
      lastName !== person.lastName ||
      email !== person.email ||
      phone !== person.phone
    ) {
      events.push({ type: 'UserDetailsChanged', data: { userId, firstName, lastName, email, phone } });
    }
  }
  if (avatarFileId !== undefined && avatarFileId !== person.avatarFileId) {
    events.push({ type: 'UserAvatarChanged', data: { userId, fileId: avatarFileId } });
  }
  if (
    access &&
    !(sameSet(access.authorities, person.authorities) && sameSet(access.branchIds, person.branchIds))
  ) {
    events.push({ type: 'UserAccessChanged', data: { userId, ...access } });
  }
  if (priceMinor !== undefined && priceMinor !== person.priceMinor) {
    events.push({ type: 'ServantPriceChanged', data: { userId, priceMinor } });
  }
  return events;
}

export function removeServant(command: RemoveServant, state: UserState): UserAdminEvent[] {
  const { userId, fromBranchIds } = command.data;
  const person = registered(state, userId);
  if (!person.authorities.includes('SERVANT')) {
    throw new DomainError('NOT_A_SERVANT', 'error.servant.notAServant', { id: userId });
  }
  const removed =
    fromBranchIds === 'all' ? person.branchIds : person.branchIds.filter((b) => fromBranchIds.includes(b));
  const branchIds = person.branchIds.filter((b) => !removed.includes(b));
  // Still a servant elsewhere, or no servant any more (the "blocked" of the spec's toast).
  const authorities =
    fromBranchIds === 'all' || branchIds.length === 0
      ? person.authorities.filter((a) => a !== 'SERVANT')
      : person.authorities;
  return [
    { type: 'ServantRemoved', data: { userId, removedFromBranchIds: removed, authorities, branchIds } },
  ];
}

export function recordInvitation(command: RecordInvitation, state: UserState): UserAdminEvent[] {
  const { userId } = command.data;
  const person = registered(state, userId);
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
    case 'ServantRemoved':
      return { ...state, authorities: event.data.authorities, branchIds: event.data.branchIds };
    case 'ServantPriceChanged':
      return { ...state, priceMinor: event.data.priceMinor };
    case 'UserInvitationSent':
      return { ...state, invitationSent: true };
    default:
      return assertNever(event);
  }
}
