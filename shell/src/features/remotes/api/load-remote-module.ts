import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteConfigured } from './remotes-config.ts';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads an exposed route module (`remote/Module`) whose default export is a component. */
export async function loadRemoteRoute(remote: string, module: string): Promise<{ default: ComponentType }> {
  if (!isRemoteConfigured(remote)) throw new RemoteUnavailableError(remote);
  let loaded: { default?: ComponentType } | null;
  try {
    loaded = await loadRemote<{ default?: ComponentType }>(`${remote}/${module}`);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, cause);
  }
  if (!loaded?.default) throw new RemoteUnavailableError(remote);
  return { default: loaded.default };
}
