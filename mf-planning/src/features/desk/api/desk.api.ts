import { api, expireSession, isApiError } from '@cenacle/kit';
import type {
  DeskAction,
  DeskLiveView,
  DeskRoster,
  DeskSyncResponse,
} from '@cenacle/shared-domain/desk/contracts';

/**
 * The desk's query keys. The roster is not keyed by a read model: it is reloaded when the desk opens
 * and after each sync, not on every change notice (sixty arrivals would reload it sixty times on
 * every desk). The live view is refetched on the notices of the read models it counts (useDeskLive).
 */
export const deskKeys = {
  roster: (sessionId: string, accountId: string) => ['desk-roster', sessionId, accountId] as const,
  live: (sessionId: string) => ['desk-live', sessionId] as const,
};

const path = (sessionId: string, rest: string) => `/api/desk/${encodeURIComponent(sessionId)}/${rest}`;

/**
 * The desk answers its own failures on the spot (offline is normal there), so no toast; a 403 (not
 * staff of this session's branch) stays on the desk instead of ending the sign-in; a 401 does end it.
 */
const quiet = { silent: true, keepSessionOnDenied: true } as const;

function passDenied(error: unknown): never {
  if (isApiError(error) && error.status === 401) expireSession(401, error);
  throw error;
}

/** `GET /api/desk/{sessionId}/roster?position=`: the session's people, dues, rooms and children. */
export const fetchRoster = (sessionId: string, signal: AbortSignal, position?: string | null) =>
  api.get<DeskRoster>(path(sessionId, 'roster'), { ...quiet, signal, query: { position } }).catch(passDenied);

/** `POST /api/desk/{sessionId}/actions`: one batch of queued actions, one result each. */
export const sendActions = (sessionId: string, actions: readonly DeskAction[]) =>
  api
    .post<DeskSyncResponse>(path(sessionId, 'actions'), { actions }, quiet)
    .then((response) => response.data, passDenied);

/** `GET /api/desk/{sessionId}/live`: arrived, expected, children in and money taken today, per level. */
export const fetchLive = (sessionId: string, signal: AbortSignal) =>
  api.get<DeskLiveView>(path(sessionId, 'live'), { ...quiet, signal }).catch(passDenied);
