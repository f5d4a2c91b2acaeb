import { api, readPosition } from '@cenacle/kit';
import type { Servant, ServantSave } from '@cenacle/shared-domain/identity/contracts';
import { PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const servantKeys = {
  all: [PEOPLE_READ_MODEL, 'servants'] as const,
  list: (branches: readonly string[]) => [...servantKeys.all, branches] as const,
};

/** `GET /api/servants?branches=` (none: the caller's own branches, or all for an administrator). */
export function fetchServants(branches: readonly string[], signal: AbortSignal): Promise<Servant[]> {
  return api.get<Servant[]>('/api/servants', { signal, query: { branches, position: readPosition() } });
}

/** `POST /api/servant/`: without an id adds a servant (an inactive account). */
export const saveServant = (body: ServantSave) => api.post<unknown>('/api/servant/', body);

/** `DELETE /api/servant/{id}`: the servant leaves the branch (or, by an administrator, altogether). */
export const removeServant = (id: string) => api.delete<unknown>(`/api/servant/${encodeURIComponent(id)}`);

/** `POST api/send-invitation/{servantId}`, empty body: once, while the account is not activated. */
export const sendInvitation = (id: string) =>
  api.post<unknown>(`/api/send-invitation/${encodeURIComponent(id)}`);
