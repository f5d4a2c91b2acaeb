/**
 * The page's first API and configuration requests, started by the entry chunk while the shared
 * modules (React, the kit, Fluent…) are still downloading. Nothing here may import a shared module:
 * this code runs before Module Federation has negotiated them.
 */
export interface EarlyRequests {
  readonly remotes: Promise<Response>;
  readonly account: Promise<Response>;
  readonly language: string;
  readonly common: Promise<Response>;
}

const LANGUAGES = ['pl', 'en', 'uk', 'de'];

function chosenLanguage(): string {
  try {
    const stored = sessionStorage.getItem('locale');
    return stored && LANGUAGES.includes(stored) ? stored : 'pl';
  } catch {
    return 'pl';
  }
}

let started: EarlyRequests | null = null;

export function startEarlyRequests(): EarlyRequests {
  if (!started) {
    const language = chosenLanguage();
    started = {
      remotes: fetch('/remotes.json', { cache: 'no-cache' }),
      account: fetch('/api/account', { credentials: 'include', headers: { Accept: 'application/json' } }),
      language,
      common: fetch(`/i18n/${language}.json`, { credentials: 'same-origin' }),
    };
  }
  return started;
}
