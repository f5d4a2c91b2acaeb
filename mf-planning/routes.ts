import type { RemoteDeclaration } from '@cenacle/kit/routes';
import { roles, STAFF_AUTHORITIES } from '@cenacle/shared-domain/rules';

/**
 * What mf-planning serves. Its build exposes each route's module and writes routes.json, which the
 * shell reads at run time: adding a route here needs no change anywhere else.
 */
export const PLANNING_REMOTE = {
  name: 'planning',
  title: 'module',
  routes: [
    {
      segment: 'sessions',
      module: 'SessionsRoute',
      source: './src/routes/SessionsRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.sessions',
    },
    {
      segment: 'servants',
      module: 'ServantsRoute',
      source: './src/routes/ServantsRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
      nav: 'nav.servants',
    },
    {
      // The administration area: /admin/users (spec §2 Administration) for now.
      segment: 'admin',
      module: 'AdminRoute',
      source: './src/routes/AdminRoute.tsx',
      authorities: roles(['ADMIN', 'BRANCH_ADMIN']),
      nav: 'nav.users',
    },
  ],
} satisfies RemoteDeclaration;
