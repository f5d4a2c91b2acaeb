import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from './remote-files.ts';

let registered: RemotesConfig = {};

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
