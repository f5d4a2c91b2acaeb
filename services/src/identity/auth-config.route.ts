import { AuthConfigSchema } from '@cenacle/shared-domain/identity';
import { queryRoute } from '../http/query-route.ts';
import { authorizationEndpoint } from './google-id-token.ts';

/** `GET /api/auth-config`: which sign-in ways the login page offers (public, no read model). */
export const authConfigRoute = queryRoute({
  url: '/api/auth-config',
  summary: 'Sign-in options of the login page (the Google client id, or null when not configured)',
  tags: ['account'],
  audience: 'public',
  queries: [],
  response: { 200: AuthConfigSchema },
  async handle({ deps }) {
    const { googleClientId, googleIssuer } = deps.config;
    const endpoint = googleClientId ? await authorizationEndpoint(googleIssuer) : null;
    // Without an endpoint the browser could not ask for a token: the button hides.
    return { googleClientId: endpoint ? googleClientId : null, googleAuthorizationEndpoint: endpoint };
  },
});
