import { DomainError } from '@cenacle/shared-domain';
import { type BranchState, branchDecider, branchStream } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';

/** A branch's stream changes rarely: a few seconds of cache spare a read per reference. */
const BRANCH_CHECK_MAX_AGE_MS = 5000;

/**
 * The branch a command names, from its own stream (write side, no read-model lag): 400 on `field`
 * unless it exists and is not deleted. Accounts, servants and sessions refer to branches this way.
 */
export async function openBranch(
  deps: Deps,
  branchId: string,
  field: string,
): Promise<Extract<BranchState, { status: 'open' }>> {
  const { state } = await deps.bus.load(branchDecider, branchStream(branchId), {
    maxAgeMs: BRANCH_CHECK_MAX_AGE_MS,
  });
  if (state.status !== 'open') {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.branch.notFound', { id: branchId }, field);
  }
  return state;
}

/** Every branch named is open (see openBranch). */
export async function assertOpenBranches(
  deps: Deps,
  branchIds: readonly string[],
  field: string,
): Promise<void> {
  for (const branchId of new Set(branchIds)) await openBranch(deps, branchId, field);
}
