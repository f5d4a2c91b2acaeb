import { api, isApiError, readPosition } from '@cenacle/kit';
import type { Branch, BranchSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const branchListKeys = { all: [BRANCHES_READ_MODEL, 'config'] as const };

export function fetchBranchList(signal: AbortSignal): Promise<Branch[]> {
  return api.get<Branch[]>('/api/branches', { signal, query: { position: readPosition() } });
}

/** `POST /api/branch/`: 201 for a new branch, 200 for a saved one; 400 with fieldErrors. */
export function saveBranch(body: BranchSaveRequest) {
  return api.post<Branch>('/api/branch/', body);
}

/** `DELETE /api/branch/{id}`: the page shows the spec's own toasts, so the client's are off. */
export function deleteBranch(id: string) {
  return api.delete<null>(`/api/branch/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export { isApiError };
