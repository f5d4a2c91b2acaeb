import { api, readPosition } from '@cenacle/kit';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

export const branchKeys = { all: [BRANCHES_READ_MODEL, 'cms'] as const };

/** `GET /api/branches`: the branches, with their contact details. */
export function fetchBranches(signal: AbortSignal): Promise<Branch[]> {
  return api.get<Branch[]>('/api/branches', { signal, query: { position: readPosition() } });
}
