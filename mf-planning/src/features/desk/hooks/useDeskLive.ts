import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import { DESK_ARRIVALS_READ_MODEL } from '@cenacle/shared-domain/desk/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deskKeys, fetchLive } from '../api/desk.api.ts';

/**
 * The read models the live view counts: presence and children (participants), money (ledger), and
 * the desk's own (keys, children's check-ins) under the name its projection announces.
 */
export const LIVE_READ_MODELS = [
  PARTICIPANTS_READ_MODEL,
  LEDGER_READ_MODEL,
  DESK_ARRIVALS_READ_MODEL,
] as const;

/**
 * The live view: arrived / expected / children in / money taken today. The kit's change feed
 * invalidates the queries whose key starts with a changed read model, so the desk keeps one tiny
 * local query per read model it counts (no request: it answers the time) and refetches the view
 * whenever one of them is invalidated, within a second of another desk's action reaching the server.
 */
export function useDeskLive(sessionId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: deskKeys.live(sessionId),
    queryFn: ({ signal }) => fetchLive(sessionId, signal),
    enabled,
    retry: false,
  });
  const markers = useQueries({
    queries: LIVE_READ_MODELS.map((name) => ({
      queryKey: [name, 'desk-live-notice', sessionId],
      queryFn: () => Date.now(),
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: 'always' as const,
    })),
  });
  const noticed = markers.map((marker) => marker.dataUpdatedAt).join(',');
  const settled = markers.every((marker) => marker.dataUpdatedAt > 0);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // The markers' first answers are the mount, not a notice: the view was just fetched.
    if (!settled) return;
    const changed = previous.current !== null && previous.current !== noticed;
    previous.current = noticed;
    if (changed) void queryClient.invalidateQueries({ queryKey: deskKeys.live(sessionId) });
  }, [noticed, settled, queryClient, sessionId]);
  return live;
}
