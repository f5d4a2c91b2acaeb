import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-route-preload.ts';
import type { RemotesConfig } from './remote-files.ts';

let registered: RemotesConfig = {};

export function registerConfiguredRemotes(config: RemotesConfig): void {
  registered = config;
  // A manifest the page asked for early (see early-route-preload.ts) is not asked for twice.
  registerPlugins([
    { name: 'cenacle-early-manifest', fetch: (url) => takeEarlyManifest(url)?.then((r) => r.clone()) },
  ]);
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
