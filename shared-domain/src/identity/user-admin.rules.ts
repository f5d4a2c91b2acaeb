import type { Authority } from '../common/authorities.ts';
import { BRANCH_ADMIN_ASSIGNABLE, reaches } from './account-actions.rules.ts';

export { BRANCH_ADMIN_ASSIGNABLE };

export const PHONE_MAX_LENGTH = 40;
/** The most a servant's price may be (in the branch's currency). */
export const SERVANT_PRICE_MAX = 1_000_000;
/** The most branches a list may be filtered by in one request. */
export const BRANCH_FILTER_MAX = 200;

/** Who is assigning: his authorities and his branches. */
export interface Assigner {
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}
export interface Access {
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}

/** The authorities a user's form offers him (the server checks the same with `grantAccess`). */
export function assignableAuthorities(assigner: Assigner, all: readonly Authority[]): readonly Authority[] {
  if (assigner.authorities.includes('ADMIN')) return all;
  if (!assigner.authorities.includes('BRANCH_ADMIN')) return [];
  return all.filter((a) => (BRANCH_ADMIN_ASSIGNABLE as readonly Authority[]).includes(a));
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Who may assign what (spec §6), as one pure rule: the access the account ends up with, or null
 * when the assigner may not do it. An ADMIN assigns anything to anyone. A BRANCH_ADMIN assigns only
 * BRANCH_ADMIN, SERVANT and USER, only his own branches, and only to accounts within his reach
 * (`reaches`: every branch of theirs is his, and nothing they hold is beyond what he may give).
 * `target` is null for a new account. Whether the target is the assigner himself is `mayActOn`'s.
 */
export function grantAccess(assigner: Assigner, target: Access | null, wanted: Access): Access | null {
  const access = { authorities: unique(wanted.authorities), branchIds: unique(wanted.branchIds) };
  if (assigner.authorities.includes('ADMIN')) return access;
  if (!assigner.authorities.includes('BRANCH_ADMIN')) return null;
  if (target && !reaches(assigner, target)) return null;
  const assignable = BRANCH_ADMIN_ASSIGNABLE as readonly Authority[];
  if (!access.authorities.every((a) => assignable.includes(a))) return null;
  if (!access.branchIds.every((b) => assigner.branchIds.includes(b))) return null;
  return access;
}

/** True when the assigner may act on this existing person at all (edit, remove, invite). */
export function canManage(assigner: Assigner, target: Access): boolean {
  return reaches(assigner, target);
}
