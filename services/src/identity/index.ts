import { identityEvents, identityMessages } from '@cenacle/shared-domain/identity';
import type { ServicesContext } from '../context.ts';
import { seedIdentity } from './demo-seed.ts';
import { peopleErrorStatus, peopleRoutes } from './people.routes.ts';

/**
 * Accounts. Signing in and out, the account and the language calls are the platform's (`auth/`,
 * registered by the app for every context); the people issue brings this context its own routes.
 */
export const identity: ServicesContext = {
  name: 'identity',
  routes: [...peopleRoutes],
  errorStatus: { ...peopleErrorStatus },
  messages: identityMessages,
  events: identityEvents,
  seedDemo: seedIdentity,
};
