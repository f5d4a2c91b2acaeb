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

/**
 * An exposed route module: a component as its default export and, optionally, `prepare`: what the
 * route needs before its first render (its strings), started as soon as the module arrives. The
 * route renders once it settles, instead of rendering, suspending on its strings and being shown
 * only after React's fallback delay; its data requests start that much sooner.
 */
interface RouteModule {
  readonly default?: ComponentType;
  readonly prepare?: () => Promise<unknown>;
}

async function loadRouteModule(remote: string, module: string): Promise<RouteModule | null> {
  const loaded = await loadRemote<RouteModule>(`${remote}/${module}`);
  // A failing preparation is the route's to report when it renders (its strings' hook throws).
  await loaded?.prepare?.().catch(() => undefined);
  return loaded;
}

/** Loads an exposed route module (`remote/Module`) whose default export is a component. */
export async function loadRemoteRoute(remote: string, module: string): Promise<{ default: ComponentType }> {
  if (!isRemoteConfigured(remote)) throw new RemoteUnavailableError(remote);
  let loaded: RouteModule | null;
  try {
    loaded = await loadRouteModule(remote, module);
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
      loadRouteModule(remote, route.module).catch(() => undefined);
    }
    return true;
  };
  if (attempt()) return;
  const unsubscribe = routeTable.subscribe(() => {
    if (attempt()) unsubscribe();
  });
}
