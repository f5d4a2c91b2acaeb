import type { Authority } from '@cenacle/shared-domain';
import {
  type CmsLocation,
  type InfoComponentState,
  infoComponentDecider,
  infoComponentStream,
} from '@cenacle/shared-domain/content';
import { type CurrentUser, canActOnBranch, hasAuthority } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

/** Who edits CMS sections: admins, and branch admins their own branch's page (spec §6, calls §2). */
export const CMS_EDITORS: readonly Authority[] = ['ADMIN', 'BRANCH_ADMIN'];
/** Who configures testimonies (calls §2 /config-testimonies). */
export const TESTIMONY_EDITORS: readonly Authority[] = ['ADMIN', 'TESTIMONY_ADMIN'];

export interface Page {
  readonly location: CmsLocation;
  readonly branchId: string | null;
}

/** Admins edit every page; a branch admin only the BRANCH page of a branch of his. Else 403. */
export function authorizePage(user: CurrentUser, page: Page): void {
  if (hasAuthority(user, 'ADMIN')) return;
  if (page.location === 'BRANCH' && page.branchId !== null && canActOnBranch(user, page.branchId)) return;
  throw new AccessDeniedError();
}

/** A section's state on the write side, authorized for the caller on the page it is on. */
export async function loadSection(
  deps: Deps,
  user: CurrentUser,
  componentId: string,
): Promise<InfoComponentState> {
  const { state } = await deps.bus.load(infoComponentDecider, infoComponentStream(componentId));
  if (state.status !== 'none') authorizePage(user, state.current);
  return state;
}
