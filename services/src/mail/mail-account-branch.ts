import { DomainError } from '@cenacle/shared-domain';
import type { CurrentUser } from '../auth/current-user.ts';

/** Spec §6: "the first branch of the account is the user's branch": its mail account is his to keep. */
export function mailAccountBranch(user: CurrentUser): string {
  const branchId = user.branchIds[0];
  if (!branchId) throw new DomainError('NO_BRANCH', 'error.mailAccount.noBranch');
  return branchId;
}
