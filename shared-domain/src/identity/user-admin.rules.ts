import type { Authority } from '../common/authorities.ts';

export const PHONE_MAX_LENGTH = 40;
/** The most a servant's price may be (in the branch's currency). */
export const SERVANT_PRICE_MAX = 1_000_000;
/** The most branches a list may be filtered by in one request. */
export const BRANCH_FILTER_MAX = 200;

/** What a branch administrator may give (spec §6): never ADMIN nor TESTIMONY_ADMIN. */
export const BRANCH_ADMIN_ASSIGNABLE = [
  'BRANCH_ADMIN',
  'SERVANT',
  'USER',
] as const satisfies readonly Authority[];

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
 * BRANCH_ADMIN, SERVANT and USER, only his own branches, and only to users of his branches (a
 * user holding an authority he could not give is out of his reach); the target's branches he
 * does not administer stay as they are. `target` is null for a new account.
 */
export function grantAccess(assigner: Assigner, target: Access | null, wanted: Access): Access | null {
  if (assigner.authorities.includes('ADMIN')) {
    return { authorities: unique(wanted.authorities), branchIds: unique(wanted.branchIds) };
  }
  if (!assigner.authorities.includes('BRANCH_ADMIN')) return null;
  const assignable = BRANCH_ADMIN_ASSIGNABLE as readonly Authority[];
  const own = (branchId: string) => assigner.branchIds.includes(branchId);
  if (!wanted.authorities.every((a) => assignable.includes(a))) return null;
  if (!wanted.branchIds.every(own)) return null;
  if (target) {
    if (!target.authorities.every((a) => assignable.includes(a))) return null;
    if (!target.branchIds.some(own)) return null;
  }
  const kept = target ? target.branchIds.filter((b) => !own(b)) : [];
  return { authorities: unique(wanted.authorities), branchIds: unique([...wanted.branchIds, ...kept]) };
}

/** True when the assigner may act on this existing person at all (edit, remove, invite). */
export function canManage(assigner: Assigner, target: Access): boolean {
  return grantAccess(assigner, target, { authorities: [], branchIds: [] }) !== null;
}
