import type { CurrentUser } from '../auth/current-user.ts';
import { hasAuthority } from '../auth/current-user.ts';

/** Administrators see every mail; branch administrators the mail of their branches. */
export const outboxBranches = (user: CurrentUser): readonly string[] | null =>
  hasAuthority(user, 'ADMIN') ? null : user.branchIds;
