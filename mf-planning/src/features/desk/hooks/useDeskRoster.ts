import { isApiError } from '@cenacle/kit';
import type { DeskRoster } from '@cenacle/shared-domain/desk/contracts';
import { useQuery } from '@tanstack/react-query';
import { deskKeys, fetchRoster } from '../api/desk.api.ts';
import { loadRoster, saveRoster } from '../state/desk-db.ts';
import { deskQueue } from '../state/desk-queue.ts';

export interface LoadedRoster {
  readonly roster: DeskRoster;
  /** Read from this device (the server did not answer); savedAt says how old it is. */
  readonly fromDevice: boolean;
  readonly savedAt: string;
}

/** No answer at all (network, timeout) or a server in trouble: the device's copy will do. */
const unanswered = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * The session's roster: from the server when it answers (and then kept on the device), else the
 * device's copy. Reloaded when the desk opens and after each sync, never in the background.
 */
export function useDeskRoster(sessionId: string, accountId: string) {
  return useQuery({
    queryKey: deskKeys.roster(sessionId, accountId),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    queryFn: async ({ signal }): Promise<LoadedRoster> => {
      try {
        const roster = await fetchRoster(sessionId, signal, deskQueue.getState().position);
        const savedAt = new Date().toISOString();
        await saveRoster(accountId, roster);
        return { roster, fromDevice: false, savedAt };
      } catch (error) {
        if (!unanswered(error)) throw error;
        const cached = await loadRoster(sessionId, accountId);
        if (!cached) throw error;
        return { roster: cached.roster, fromDevice: true, savedAt: cached.savedAt };
      }
    },
  });
}
