import { AuthConfigSchema } from '@cenacle/shared-domain/identity';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/auth-config`: which sign-in ways the login page offers (public, no read model). */
export const authConfigRoute = queryRoute({
  url: '/api/auth-config',
  summary: 'Sign-in options of the login page (the Google client id, or null when not configured)',
  tags: ['account'],
  audience: 'public',
  readModels: [],
  response: { 200: AuthConfigSchema },
  handle: async ({ deps }) => ({ googleClientId: deps.config.googleClientId }),
});
