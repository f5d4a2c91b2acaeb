import type { Authority } from '../common/authorities.ts';

/**
 * Who may act on whom (issue 23 §1, decision 014): one pure rule that the deciders, the routes and
 * the screens all ask. Nobody changes his own authorities or branches; a branch administrator acts
 * only on accounts whose every branch is his and whose authorities he could give himself; only an
 * account that never had a branch and holds only USER chooses its first branch.
 */
export const ACCOUNT_ACTIONS = [
  /** Name, phone, avatar (the profile, the user and servant forms). */
  'editDetails',
  /** The e-mail address: the owner confirms from the new address, anyone else's change from the old. */
  'changeEmail',
  /** Authorities, branches and the servant's price. */
  'changeAccess',
  'removeServant',
  'invite',
  'erase',
  /** The choose-branch modal: a USER's own first branch. */
  'chooseFirstBranch',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** What a branch administrator may give (spec §6): never ADMIN nor TESTIMONY_ADMIN. */
export const BRANCH_ADMIN_ASSIGNABLE = [
  'BRANCH_ADMIN',
  'SERVANT',
  'USER',
] as const satisfies readonly Authority[];

/** Staff authorities that mean something only in a branch: never held without one (ADMIN is global). */
export const BRANCH_BOUND_AUTHORITIES = ['BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];

/** Who acts: the signed-in account, its authorities and branches. */
export interface Actor {
  readonly id: string;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}

/** The account acted on; `everHadBranch`: some branch was ever its own (then it chooses no more). */
export interface TargetAccount {
  readonly id: string;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
  readonly everHadBranch: boolean;
}

export const ACCOUNT_REFUSALS = [
  /** Nobody changes his own authorities, branches or price, removes, invites or erases himself. */
  'ownAccount',
  /** A choice only the owner makes (his first branch). */
  'ownersOnly',
  /** Not every branch of the account is the actor's, or it holds an authority he could not give. */
  'outOfReach',
  /** The actor's authorities do not allow this at all. */
  'noAuthority',
  /** The account had a branch already, or holds more than USER. */
  'branchAlreadyChosen',
] as const;
export type AccountRefusal = (typeof ACCOUNT_REFUSALS)[number];

export type AccountVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly refusal: AccountRefusal };

const allowed: AccountVerdict = { allowed: true };
const refused = (refusal: AccountRefusal): AccountVerdict => ({ allowed: false, refusal });

const holds = (who: { readonly authorities: readonly Authority[] }, authority: Authority) =>
  who.authorities.includes(authority);

/** True when the actor's powers cover the whole account (the admin forms' reach). */
export function reaches(
  actor: Pick<Actor, 'authorities' | 'branchIds'>,
  target: Pick<TargetAccount, 'authorities' | 'branchIds'>,
): boolean {
  if (holds(actor, 'ADMIN')) return true;
  if (!holds(actor, 'BRANCH_ADMIN')) return false;
  const assignable = BRANCH_ADMIN_ASSIGNABLE as readonly Authority[];
  return (
    target.branchIds.length > 0 &&
    target.branchIds.every((b) => actor.branchIds.includes(b)) &&
    target.authorities.every((a) => assignable.includes(a))
  );
}

function onOthers(actor: Actor, target: TargetAccount): AccountVerdict {
  if (!holds(actor, 'ADMIN') && !holds(actor, 'BRANCH_ADMIN')) return refused('noAuthority');
  return reaches(actor, target) ? allowed : refused('outOfReach');
}

/** May `actor` do `action` to `target`, and if not, why. */
export function mayActOn(actor: Actor, target: TargetAccount, action: AccountAction): AccountVerdict {
  const self = actor.id === target.id;
  switch (action) {
    case 'editDetails':
    case 'changeEmail':
      return self ? allowed : onOthers(actor, target);
    case 'changeAccess':
    case 'removeServant':
    case 'invite':
      return self ? refused('ownAccount') : onOthers(actor, target);
    case 'erase':
      if (self) return refused('ownAccount');
      return holds(actor, 'ADMIN') ? allowed : refused('noAuthority');
    case 'chooseFirstBranch': {
      if (!self) return refused('ownersOnly');
      const onlyUser = target.authorities.length > 0 && target.authorities.every((a) => a === 'USER');
      return onlyUser && !target.everHadBranch ? allowed : refused('branchAlreadyChosen');
    }
    default: {
      const _never: never = action;
      return _never;
    }
  }
}

/** Every action, allowed or not: what a screen shows or disables for this account. */
export function accountActions(
  actor: Actor,
  target: TargetAccount,
): Readonly<Record<AccountAction, boolean>> {
  return Object.fromEntries(ACCOUNT_ACTIONS.map((a) => [a, mayActOn(actor, target, a).allowed])) as Record<
    AccountAction,
    boolean
  >;
}

/** A staff authority bound to a branch held with no branch (refused: `STAFF_WITHOUT_BRANCH`). */
export const branchlessStaff = (access: {
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}): boolean =>
  access.branchIds.length === 0 &&
  access.authorities.some((a) => (BRANCH_BOUND_AUTHORITIES as readonly Authority[]).includes(a));
