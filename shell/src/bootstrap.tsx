import {
  applyLanguage,
  authStore,
  configureApi,
  DEFAULT_LANGUAGE,
  expireSession,
  isLanguage,
  loadAccount,
  startLiveUpdates,
  stopLiveUpdates,
  storedLanguage,
} from '@cenacle/kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { fetchRemotesConfig, registerConfiguredRemotes } from './features/remotes/api/remotes-config.ts';

async function start(): Promise<void> {
  configureApi({ onDenied: expireSession });
  authStore.subscribe((state, previous) => {
    if (state.status === previous.status) return;
    if (state.status === 'authenticated') startLiveUpdates();
    else stopLiveUpdates();
  });

  const chosen = storedLanguage();
  const [remotes, account] = await Promise.all([
    fetchRemotesConfig(),
    loadAccount(),
    applyLanguage(chosen ?? DEFAULT_LANGUAGE).catch((error: unknown) => console.error(error)),
  ]);
  registerConfiguredRemotes(remotes);
  // Without an explicit choice in this tab, a signed-in user gets the language saved on the account.
  if (!chosen && account && isLanguage(account.langKey) && account.langKey !== DEFAULT_LANGUAGE) {
    await applyLanguage(account.langKey).catch(() => undefined);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
