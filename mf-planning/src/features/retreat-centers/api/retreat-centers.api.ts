import { api, readPosition } from '@cenacle/kit';
import type {
  RetreatCenter,
  RetreatCenterSaveRequest,
  ShortRetreatCenter,
} from '@cenacle/shared-domain/lodging/contracts';
import { RETREAT_CENTERS_READ_MODEL } from '@cenacle/shared-domain/lodging/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const retreatCenterKeys = {
  all: [RETREAT_CENTERS_READ_MODEL] as const,
  short: [RETREAT_CENTERS_READ_MODEL, 'short'] as const,
};

/** `GET /api/retreat-centers`: every centre with its buildings and rooms. */
export function fetchRetreatCenters(signal: AbortSignal): Promise<RetreatCenter[]> {
  return api.get<RetreatCenter[]>('/api/retreat-centers', { signal, query: { position: readPosition() } });
}

/** `POST /api/retreat-center/`: 201 for a new centre, 200 for a saved one; 400 with fieldErrors. */
export const saveRetreatCenter = (body: RetreatCenterSaveRequest) =>
  api.post<RetreatCenter>('/api/retreat-center/', body);

/** `DELETE /api/retreat-center/{id}`: the page names the centre in its own toasts, so the client's are off. */
export const deleteRetreatCenter = (id: string) =>
  api.delete<null>(`/api/retreat-center/${encodeURIComponent(id)}`, undefined, { silent: true });

/** `GET /api/short-retreat-centers`: id, name and branch of each centre listed to the caller. */
export function fetchShortCenters(signal: AbortSignal): Promise<ShortRetreatCenter[]> {
  return api.get<ShortRetreatCenter[]>('/api/short-retreat-centers', {
    signal,
    query: { position: readPosition() },
  });
}
