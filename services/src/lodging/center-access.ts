import { DomainError } from '@cenacle/shared-domain';
import {
  canKeepCenter,
  type RetreatCenterState,
  retreatCenterDecider,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import { branchDecider, branchStream } from '@cenacle/shared-domain/organisation';
import { type CurrentUser, hasAuthority } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

/**
 * A centre as its own stream has it, refused (403) unless the caller keeps centres of its branch:
 * admins any, branch admins their branches' (a centre of no branch: admins only; decision 016).
 */
export async function centerToKeep(
  deps: Deps,
  user: CurrentUser,
  centerId: string,
): Promise<RetreatCenterState> {
  const { state } = await deps.bus.load(retreatCenterDecider, retreatCenterStream(centerId));
  if (state.status === 'kept' && !canKeepCenter(user, state.branchId)) throw new AccessDeniedError();
  return state;
}

/**
 * The branch a saved centre belongs to: the one the request names, else the one it has, else (a new
 * centre) the caller's first branch. The caller must keep centres there (403); an unknown branch is a
 * 400 on `branchId`, and so is none at all for anyone but an admin.
 */
export async function branchOfCenter(
  deps: Deps,
  user: CurrentUser,
  requested: string | null,
  state: RetreatCenterState,
): Promise<string | null> {
  const branchId = requested ?? (state.status === 'kept' ? state.branchId : (user.branchIds[0] ?? null));
  if (branchId === null) {
    if (hasAuthority(user, 'ADMIN')) return null;
    throw new DomainError('UNKNOWN_REFERENCE', 'error.retreatCenter.noBranch', {}, 'branchId');
  }
  if (!canKeepCenter(user, branchId)) throw new AccessDeniedError();
  const stored = state.status === 'kept' ? state.branchId : null;
  if (branchId !== stored) {
    const { state: branch } = await deps.bus.load(branchDecider, branchStream(branchId));
    if (branch.status !== 'open') {
      throw new DomainError(
        'UNKNOWN_REFERENCE',
        'error.retreatCenter.noBranch',
        { id: branchId },
        'branchId',
      );
    }
  }
  return branchId;
}

/**
 * A session names a centre (its public page): the centre must be kept and of the session's own
 * branch, else a 400 on `field`. A centre the session already names is not asked again, so a page
 * naming a centre of no branch (saved before centres had branches) can still be saved as it is.
 */
export async function assertCenterOfSessionBranch(
  deps: Deps,
  centerId: string,
  session: {
    readonly branchId: string;
    readonly publicSession: { readonly retreatCenterId: string | null } | null;
  },
  field: string,
): Promise<void> {
  if (session.publicSession?.retreatCenterId === centerId) return;
  const { state } = await deps.bus.load(retreatCenterDecider, retreatCenterStream(centerId));
  if (state.status !== 'kept') {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.retreatCenter.notFound', { id: centerId }, field);
  }
  if (state.branchId !== session.branchId) {
    throw new DomainError(
      'CENTER_OF_OTHER_BRANCH',
      'error.retreatCenter.otherBranch',
      { id: centerId },
      field,
    );
  }
}
