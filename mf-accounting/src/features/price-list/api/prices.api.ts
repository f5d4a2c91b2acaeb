import { api, readPosition } from '@cenacle/kit';
import type { SessionPrice, SessionPriceSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { SESSION_PRICES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/** The first element is the read model the API names in its change notices. */
export const priceKeys = {
  all: [SESSION_PRICES_READ_MODEL] as const,
  session: (sessionId: string) => [SESSION_PRICES_READ_MODEL, sessionId] as const,
};

export function fetchPrices(sessionId: string, signal: AbortSignal): Promise<SessionPrice[]> {
  return api.get<SessionPrice[]>('/api/session-prices', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

/** `POST /api/session-price/`: silent, the failure has the spec's own toast and its field errors. */
export function savePrice(body: SessionPriceSaveRequest) {
  return api.post<SessionPrice>('/api/session-price/', body, { silent: true });
}

/** `DELETE /api/session-price/{id}`: silent, the failure has the spec's own toast. */
export function deletePrice(id: string) {
  return api.delete<null>(`/api/session-price/${encodeURIComponent(id)}`, undefined, { silent: true });
}
