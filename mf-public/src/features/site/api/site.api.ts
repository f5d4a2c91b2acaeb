import { api, isApiError } from '@cenacle/kit';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/**
 * Calls every public page may share. Public pages handle failures on the spot (an error state with
 * a retry), so no request toasts (`silent`). Query keys start with the read-model names, so the
 * API's change notices invalidate them.
 */

export const siteKeys = {
  config: ['site-config'] as const,
  branches: [BRANCHES_READ_MODEL, 'public'] as const,
};

/** `GET /api/site-config`: the public site's settings (the map's tile server). */
export interface SiteConfig {
  readonly mapTilesUrl: string;
}

export function fetchSiteConfig(signal: AbortSignal): Promise<SiteConfig> {
  return api.get<SiteConfig>('/api/site-config', { signal, silent: true });
}

/** `GET /api/branches`: every branch; public pages show the active ones. */
export async function fetchActiveBranches(signal: AbortSignal): Promise<Branch[]> {
  const branches = await api.get<Branch[]>('/api/branches', { signal, silent: true });
  return branches.filter((branch) => branch.active);
}

/** A GET whose 404 means "no such thing" (an unknown id in the address): null instead of an error. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
