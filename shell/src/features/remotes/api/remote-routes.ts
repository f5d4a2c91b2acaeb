import { PAYMENTS, STAFF } from '@cenacle/kit';
import type { RoleName } from '@cenacle/shared-domain/rules';

/**
 * Routes served by remotes: where the shell mounts them, the module each remote exposes for them
 * and the authorities they need (the same ones the API enforces).
 */
export interface RemoteRouteDefinition {
  /** First path segment, mounted as `<segment>/*`. */
  readonly segment: string;
  /** Remote name as in remotes.json. */
  readonly remote: string;
  readonly module: string;
  readonly authorities: readonly RoleName[];
}

export const REMOTE_ROUTES: readonly RemoteRouteDefinition[] = [
  { segment: 'sessions', remote: 'planning', module: 'SessionsRoute', authorities: STAFF },
  { segment: 'accounting', remote: 'accounting', module: 'AccountingRoute', authorities: PAYMENTS },
];

export function remoteRouteFor(pathname: string): RemoteRouteDefinition | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return REMOTE_ROUTES.find((route) => route.segment === segment);
}
