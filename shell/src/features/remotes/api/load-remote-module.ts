import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteConfigured } from './remotes-config.ts';
import { resolveRoute, routeTable } from './route-table.ts';

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

/**
 * A deep link into a remote's route (a reload of /accounting?session=…) starts loading the remote as
 * soon as its routes.json names the path, while the shell is still rendering; the route's own load
 * then finds it in Module Federation's cache. Anonymous visitors get only public routes preloaded.
 */
export function preloadRemoteRouteFor(pathname: string, signedIn: boolean): void {
  const attempt = (): boolean => {
    const resolution = resolveRoute(routeTable.getState(), pathname);
    if (resolution.kind === 'pending') return false;
    if (
      resolution.kind === 'route' &&
      // An anonymous visitor is sent to the login page unless the route is public.
      (signedIn || resolution.match.route.public) &&
      isRemoteConfigured(resolution.match.remote)
    ) {
      const { remote, route } = resolution.match;
      loadRemote(`${remote}/${route.module}`).catch(() => undefined);
    }
    return true;
  };
  if (attempt()) return;
  const unsubscribe = routeTable.subscribe(() => {
    if (attempt()) unsubscribe();
  });
}
