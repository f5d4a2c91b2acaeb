import type { RemoteDeclaration } from '@cenacle/kit/routes';

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
      authorities: ['ROLE_ADMIN', 'ROLE_BRANCH_ADMIN', 'ROLE_SERVANT'],
      nav: 'nav.sessions',
    },
  ],
} as const satisfies RemoteDeclaration;
