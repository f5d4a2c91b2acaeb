import {
  applyLanguage,
  authStore,
  configureApi,
  DEFAULT_LANGUAGE,
  expireSession,
  isLanguage,
  loadAccount,
  primeCommonResources,
  primeResponse,
  publishRouteAccess,
  registerMessages,
  startLiveUpdates,
  stopLiveUpdates,
  storedLanguage,
} from '@cenacle/kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startEarlyRequests } from './early-requests.ts';
import { preloadRemoteRouteFor } from './features/remotes/api/load-remote-module.ts';
import { preloadStaffUi } from './features/remotes/api/preload-staff-ui.ts';
import { registerConfiguredRemotes } from './features/remotes/api/remotes-config.ts';
import {
  configureRouteTable,
  ensureRouteTable,
  knownRoutes,
  routeTable,
} from './features/remotes/api/route-table.ts';
import { COMMON_MESSAGES, IDENTITY_MESSAGES } from './i18n/messages.ts';

async function start(): Promise<void> {
  configureApi({ onDenied: expireSession });
  registerMessages(COMMON_MESSAGES);
  registerMessages(IDENTITY_MESSAGES);
  authStore.subscribe((state, previous) => {
    if (state.status === previous.status) return;
    if (state.status === 'authenticated') {
      startLiveUpdates();
      preloadStaffUi();
      ensureRouteTable();
    } else stopLiveUpdates();
  });
  // Remotes ask the kit whether a link into another remote would open (useCanOpen).
  routeTable.subscribe((state) => publishRouteAccess(knownRoutes(state).map((known) => known.route)));

  const early = startEarlyRequests();
  primeResponse('/api/account', early.account);
  if (isLanguage(early.language)) primeCommonResources(early.language, early.common);

  const chosen = storedLanguage();
  const [remotes, routes, account] = await Promise.all([
    early.remotes,
    early.routes,
    loadAccount(),
    applyLanguage(chosen ?? DEFAULT_LANGUAGE).catch((error: unknown) => console.error(error)),
  ]);
  registerConfiguredRemotes(remotes ?? {});
  configureRouteTable(remotes, routes);
  if (account) ensureRouteTable();
  preloadRemoteRouteFor(window.location.pathname, account !== null);
  // Without an explicit choice in this tab, a signed-in user gets the language saved on the account.
  if (!chosen && account && isLanguage(account.langKey) && account.langKey !== DEFAULT_LANGUAGE) {
    await applyLanguage(account.langKey).catch(() => undefined);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser between components instead of holding
  // the main thread in one long task (a phone's first input is answered sooner).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
