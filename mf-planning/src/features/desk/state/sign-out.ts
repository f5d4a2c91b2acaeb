import { authStore, queryClient } from '@cenacle/kit';
import { wipeRosters } from './desk-db.ts';

/**
 * The service worker's cache of `/api/account` (so a desk page reloads offline signed in); the same
 * name is in the shell's service worker build (shell/pwa/desk-service-worker.ts).
 */
export const DESK_ACCOUNT_CACHE = 'cenacle-desk-account';

/** Everything personal the desk put on this device, except the waiting actions (decision 023). */
export async function wipeDeskData(): Promise<void> {
  queryClient.removeQueries({ queryKey: ['desk-roster'] });
  await Promise.all([wipeRosters(), globalThis.caches?.delete(DESK_ACCOUNT_CACHE).catch(() => false)]);
}

let watching = false;

/**
 * Wipes the desk's data at sign-out, whatever signs out (the menu, an idle timeout, a 401): the kit's
 * auth store turns anonymous, which anyone can watch without a change to the shell. Started when the
 * desk's module loads and kept for the page's life. A sign-out in a page where the desk never loaded
 * cannot be seen: another account then never reads the roster (it is kept per account), and it goes
 * at the latest DESK_ROSTER_MAX_AGE_HOURS after it was loaded (decision 023).
 */
export function wipeDeskOnSignOut(): void {
  if (watching) return;
  watching = true;
  authStore.subscribe((state, previous) => {
    if (previous.status === 'authenticated' && state.status === 'anonymous') void wipeDeskData();
  });
}
