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
    {
      // /public-schedule?session={id}: the schedule behind the QR code, for anyone (spec §2 Schedule).
      segment: 'public-schedule',
      module: 'PublicScheduleRoute',
      source: './src/routes/PublicScheduleRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: '',
      module: 'HomeRoute',
      source: './src/routes/HomeRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'events',
      module: 'EventsRoute',
      source: './src/routes/EventsRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'branches',
      module: 'BranchesRoute',
      source: './src/routes/BranchesRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'branch',
      module: 'BranchRoute',
      source: './src/routes/BranchRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'about-us',
      module: 'AboutUsRoute',
      source: './src/routes/AboutUsRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'formation',
      module: 'FormationRoute',
      source: './src/routes/FormationRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'blog',
      module: 'BlogRoute',
      source: './src/routes/BlogRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'testimonies',
      module: 'TestimoniesRoute',
      source: './src/routes/TestimoniesRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'privacy-policy',
      module: 'PrivacyPolicyRoute',
      source: './src/routes/PrivacyPolicyRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'retreat-center',
      module: 'RetreatCenterRoute',
      source: './src/routes/RetreatCenterRoute.tsx',
      authorities: [],
      public: true,
    },
    {
      segment: 'contact',
      module: 'ContactRoute',
      source: './src/routes/ContactRoute.tsx',
      authorities: [],
      public: true,
    },
  ],
} satisfies RemoteDeclaration;
