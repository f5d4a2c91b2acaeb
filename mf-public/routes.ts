import type { RemoteDeclaration } from '@cenacle/kit/routes';

/**
 * What mf-public serves (as the remote `publicSite`: `public` is no identifier Module Federation
 * accepts): the pages of anonymous visitors. Its build exposes each route's module and
 * writes routes.json, which the shell reads at run time. A `public` route opens without signing in
 * and without the staff menus.
 */
export const PUBLIC_REMOTE = {
  name: 'publicSite',
  title: 'module',
  routes: [
    {
      // /session-registration?session={id} (spec §2 Public registration).
      segment: 'session-registration',
      module: 'SessionRegistrationRoute',
      source: './src/routes/SessionRegistrationRoute.tsx',
      authorities: [],
      public: true,
    },
  ],
} satisfies RemoteDeclaration;
