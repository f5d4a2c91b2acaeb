import type { Account } from '@cenacle/shared-domain/identity/contracts';
import type { RoleName } from '@cenacle/shared-domain/rules';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useAuth } from '../auth/auth-store.ts';
import { hasAnyAuthority } from '../auth/authorities.ts';
import { segmentMatch } from './remote-routes.ts';

interface RouteAccess {
  /** Route segment → authorities, for every route the shell has learnt of so far. */
  readonly segments: ReadonlyMap<string, readonly RoleName[]>;
}

const accessStore = createStore<RouteAccess>(() => ({ segments: new Map() }));

/**
 * The shell publishes the routes of every remote as their `routes.json` files arrive, so one remote
 * can ask whether a link into another would open, without knowing the other's authorities.
 */
export function publishRouteAccess(
  routes: Iterable<{ readonly segment: string; readonly authorities: readonly RoleName[] }>,
): void {
  const segments = new Map<string, readonly RoleName[]>();
  for (const route of routes)
    if (!segments.has(route.segment)) segments.set(route.segment, route.authorities);
  accessStore.setState({ segments });
}

/** The authorities of the route that serves the path (the closest segment), if the shell knows it. */
function authoritiesOf(path: string, access: RouteAccess): readonly RoleName[] | undefined {
  const { pathname } = new URL(path, 'http://cenacle.invalid/');
  let found: readonly RoleName[] | undefined;
  let closeness = 0;
  for (const [segment, authorities] of access.segments) {
    const match = segmentMatch(segment, pathname);
    if (match > closeness) [found, closeness] = [authorities, match];
  }
  return found;
}

/** True when the account may open the path: a route the shell knows and the account's authorities. */
export function canOpen(account: Account | null, path: string, access = accessStore.getState()): boolean {
  const authorities = authoritiesOf(path, access);
  return authorities !== undefined && hasAnyAuthority(account, authorities);
}

/** Whether to show a link into another module (false while its routes are unknown or it is down). */
export function useCanOpen(path: string): boolean {
  const access = useStore(accessStore);
  return useAuth((s) => canOpen(s.account, path, access));
}
