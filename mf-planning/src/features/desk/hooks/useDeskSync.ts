import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { deskKeys } from '../api/desk.api.ts';
import { deskQueue, openQueue, syncNow } from '../state/desk-queue.ts';
import { retryDelayMs } from '../state/sync.ts';
import { useOnline } from './useOnline.ts';

/**
 * Keeps the queue moving: sends it whenever something waits and the browser is online, again after a
 * growing pause when nobody answered, and at once when the browser comes back online. After a sync
 * that settled anything, the roster is reloaded (at the position the server answered).
 */
export function useDeskSync(sessionId: string, accountId: string) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const state = useStore(deskQueue);
  const waiting = state.pending.length;
  const denied = state.lastSync?.stoppedBy === 'denied';

  useEffect(() => {
    void openQueue(sessionId, accountId);
  }, [sessionId, accountId]);

  useEffect(() => {
    if (!online || waiting === 0 || state.syncing || denied || state.sessionId !== sessionId) return;
    const delay = state.failures === 0 ? 0 : retryDelayMs(state.failures);
    const timer = setTimeout(() => {
      void syncNow(sessionId, accountId).then((result) => {
        if (result.applied + result.duplicate + result.refused === 0) return;
        void queryClient.invalidateQueries({ queryKey: deskKeys.roster(sessionId, accountId) });
        void queryClient.invalidateQueries({ queryKey: deskKeys.live(sessionId) });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [
    online,
    waiting,
    state.syncing,
    state.failures,
    denied,
    state.sessionId,
    sessionId,
    accountId,
    queryClient,
  ]);

  // Back online: try at once, whatever the backoff said.
  useEffect(() => {
    const retry = () => deskQueue.setState({ failures: 0 });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  /** Offline as far as the desk can tell: the browser says so, or the last sync got no answer. */
  const offline = !online || state.lastSync?.stoppedBy === 'offline';
  return { ...state, online, offline, denied };
}
