import { api, apiUrl, isApiError, readPosition } from '@cenacle/kit';
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

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * `POST /api/document/upload` (multipart field `document`): the photo goes to the file store first,
 * the branch keeps its id. The kit's client speaks JSON only, so this one call is made here, with
 * the same CSRF token header the kit sends.
 */
export async function uploadPhoto(file: File): Promise<{ fileId: string; fileName: string }> {
  const body = new FormData();
  body.append('document', file, file.name);
  const token = cookie('XSRF-TOKEN');
  const response = await fetch(apiUrl('/api/document/upload'), {
    method: 'POST',
    body,
    credentials: 'include',
    headers: token ? { 'X-XSRF-TOKEN': token, Accept: 'application/json' } : { Accept: 'application/json' },
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { detail?: string; title?: string } | null;
    throw new Error(problem?.detail ?? problem?.title ?? String(response.status));
  }
  const { value } = (await response.json()) as { value: string };
  return { fileId: value, fileName: file.name };
}

export const imageUrl = (fileId: string) => apiUrl(`/api/thumbnail/${encodeURIComponent(fileId)}`);

export { isApiError };
