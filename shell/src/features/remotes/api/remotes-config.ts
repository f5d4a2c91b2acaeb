import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Deploy-time configuration: remote name → URL of its `mf-manifest.json`. */
export type RemotesConfig = Readonly<Record<string, string>>;

let registered: RemotesConfig = {};

/** Reads `remotes.json` next to the shell's index.html; never cached, it changes per deployment. */
export async function fetchRemotesConfig(early?: Promise<Response>): Promise<RemotesConfig> {
  try {
    const response = await (early ?? fetch('/remotes.json', { cache: 'no-cache' }));
    if (!response.ok) return {};
    const body = (await response.json()) as unknown;
    if (!body || typeof body !== 'object') return {};
    return Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    // No configuration: every remote route shows its "module unavailable" panel; the shell still works.
    return {};
  }
}

export function registerConfiguredRemotes(config: RemotesConfig): void {
  registered = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed or stale container so the next load fetches its manifest again. */
export function resetRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRemoteConfigured(name: string): boolean {
  return name in registered;
}
