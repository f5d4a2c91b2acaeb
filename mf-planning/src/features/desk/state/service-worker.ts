/**
 * The desk's service worker lives on the shell's origin (a worker controls pages of its own origin
 * only) and is built with the shell (shell/pwa/desk-service-worker.ts). Its scope is /desk: it
 * controls the desk's pages alone, and the rest of Cenacle is served exactly as before (decision 023).
 */
import { createStore } from 'zustand/vanilla';

export const DESK_SERVICE_WORKER = '/desk-sw.js';
export const DESK_SCOPE = '/desk';

/** What this page loaded before the worker controlled it, which it must hold to reload offline. */
function loadedFiles(): string[] {
  const here = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname, protocol } = new URL(url);
      if (!protocol.startsWith('http')) return false;
      // The API's answers are not the worker's business, except the account (see the worker).
      return origin !== here || !pathname.startsWith('/api/') || pathname === '/api/account';
    });
}

function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * The first visit loaded the desk's code before its worker existed: ask for those files once more
 * through the worker, which keeps them (the browser's HTTP cache answers most of them).
 */
async function warmUp(): Promise<void> {
  await controlled();
  const here = window.location.origin;
  await Promise.all(
    [...new Set(loadedFiles())].map((url) =>
      fetch(
        url,
        new URL(url).origin === here ? { credentials: 'include' } : { mode: 'cors', credentials: 'omit' },
      )
        .then((response) => response.body?.cancel())
        .catch(() => undefined),
    ),
  );
}

/** Whether this page could be reloaded without the network: its worker controls it and holds its files. */
export const deskWorker = createStore<{ readonly ready: boolean }>(() => ({ ready: false }));

export function registerDeskServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // A development server has no built worker: the desk then simply works online.
  navigator.serviceWorker
    .register(DESK_SERVICE_WORKER, { scope: DESK_SCOPE })
    .then(async () => {
      if (!window.location.pathname.startsWith(DESK_SCOPE)) return;
      await warmUp();
      deskWorker.setState({ ready: true });
    })
    .catch(() => undefined);
}
