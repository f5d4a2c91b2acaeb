import type { RemoteRoutesFile } from '@cenacle/kit/routes';
import { DEFAULT_LANG_KEY, isLangKey, type LangKey } from '@cenacle/shared-domain/rules';
import { preloadPublicRoute } from './features/remotes/api/early-route-preload.ts';
import {
  fetchRemotesConfig,
  fetchRoutesFile,
  type RemotesConfig,
} from './features/remotes/api/remote-files.ts';
import { COMMON_MESSAGES, IDENTITY_MESSAGES } from './i18n/messages.ts';

/**
 * The page's first API and configuration requests, started by the entry chunk while the shared
 * modules (React, the kit, Fluent…) are still downloading. Nothing here may import a shared module:
 * this code runs before Module Federation has negotiated them.
 */
export interface EarlyRequests {
  /** remotes.json, or null when it could not be read. */
  readonly remotes: Promise<RemotesConfig | null>;
  /** Each remote's routes.json, asked for as soon as remotes.json arrives (not on the login page). */
  readonly routes: Promise<ReadonlyMap<string, Promise<RemoteRoutesFile>>>;
  readonly account: Promise<Response>;
  readonly language: string;
  readonly common: Promise<Response>;
}

/** The login page needs no remote's routes; they are fetched once someone signs in. */
const WITHOUT_ROUTES = new Set(['/log-in']);

function chosenLanguage(): LangKey {
  try {
    const stored = sessionStorage.getItem('locale');
    return isLangKey(stored) ? stored : DEFAULT_LANG_KEY;
  } catch {
    return DEFAULT_LANG_KEY;
  }
}

function routeFiles(config: RemotesConfig | null): ReadonlyMap<string, Promise<RemoteRoutesFile>> {
  const files = new Map<string, Promise<RemoteRoutesFile>>();
  if (!config || WITHOUT_ROUTES.has(window.location.pathname)) return files;
  for (const [remote, manifest] of Object.entries(config)) {
    const file = fetchRoutesFile(remote, manifest);
    // A remote that is down is handled where its routes are read (the route table).
    file.catch(() => undefined);
    files.set(remote, file);
  }
  return files;
}

let started: EarlyRequests | null = null;

export function startEarlyRequests(): EarlyRequests {
  if (!started) {
    const language = chosenLanguage();
    const remotes = fetchRemotesConfig();
    // The shell's messages of the page's language: the kit's loaders get these same promises.
    for (const messages of [COMMON_MESSAGES, IDENTITY_MESSAGES])
      messages.load(language).catch(() => undefined);
    const routes = remotes.then(routeFiles);
    void Promise.all([remotes, routes])
      .then(([config, files]) => preloadPublicRoute(config, files))
      .catch(() => undefined);
    started = {
      remotes,
      routes,
      account: fetch('/api/account', { credentials: 'include', headers: { Accept: 'application/json' } }),
      language,
      common: fetch(`/i18n/${language}.json`, { credentials: 'same-origin' }),
    };
  }
  return started;
}
