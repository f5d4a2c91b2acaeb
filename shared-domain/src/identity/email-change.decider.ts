import type { Command } from '../common/decider.ts';
import type { Actor } from './account-actions.rules.ts';
import { passwordLinkRefusal } from './password-link.ts';
import type { UserState } from './user.decider.ts';
import { assertMayAct, registeredAccount } from './user-admin.decider.ts';
import type { UserAdminEvent } from './user-admin.events.ts';

/** How long an e-mail change may wait for its confirmation. */
export const EMAIL_CHANGE_TTL_MS = 7 * 24 * 3600 * 1000;

/** The address change waiting for its confirmation (null: none). */
export interface PendingEmail {
  readonly email: string;
  readonly confirmFrom: 'new' | 'old';
  readonly tokenHash: string;
  readonly expiresAt: string;
}

/**
 * Ask for a new address (already normalised): the owner from his profile, staff from the user and
 * servant forms. The route made the token and reserved the address; the change waits for the link.
 */
export type RequestEmailChange = Command<
  'RequestEmailChange',
  {
    readonly userId: string;
    readonly email: string;
    readonly tokenHash: string;
    readonly expiresAt: string;
    readonly by: Actor;
  }
>;
/** The link's holder confirms (the token's hash): single use, before it expires, the latest request only. */
export type ConfirmEmailChange = Command<
  'ConfirmEmailChange',
  { readonly userId: string; readonly tokenHash: string }
>;

export function requestEmailChange(command: RequestEmailChange, state: UserState): UserAdminEvent[] {
  const { userId, email, tokenHash, expiresAt, by } = command.data;
  const person = registeredAccount(state, userId);
  assertMayAct(by, person, userId, 'changeEmail');
  if (email === person.email) return [];
  const confirmFrom = by.id === userId ? 'new' : 'old';
  return [
    {
      type: 'UserEmailChangeRequested',
      data: { userId, email, confirmFrom, tokenHash, expiresAt, requestedBy: by.id },
    },
  ];
}

export function confirmEmailChange(command: ConfirmEmailChange, state: UserState): UserAdminEvent[] {
  const { userId, tokenHash } = command.data;
  if (state.status === 'none') throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
  const pending = state.pendingEmail;
  // Used, superseded by a later request, or never issued: the same answer.
  if (!pending || pending.tokenHash !== tokenHash) throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
  if (Date.parse(command.metadata.now) > Date.parse(pending.expiresAt)) {
    throw passwordLinkRefusal('PASSWORD_LINK_EXPIRED');
  }
  return [{ type: 'UserEmailChanged', data: { userId, email: pending.email, previousEmail: state.email } }];
}
