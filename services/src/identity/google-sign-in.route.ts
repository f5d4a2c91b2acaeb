import { DomainError } from '@cenacle/shared-domain';
import {
  MobileUserRequestSchema,
  MobileUserResponseSchema,
  USERS_READ_MODEL,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookieOptions, LOGIN_SESSION_COOKIE } from '../auth/cookies.ts';
import { HttpProblem } from '../http/http-errors.ts';
import { pickLanguage } from '../http/messages.ts';
import type { Route } from '../http/route.ts';
import { accountHolding, openAccount } from './accounts.ts';
import { GoogleIdTokenVerifier } from './google-id-token.ts';
import { runOnBehalfOf } from './run-command.ts';

const ACCOUNT_WAIT_MS = 10_000;

/**
 * `POST /api/register-mobile-user` {token, platform: GOOGLE}: sign in with a Google ID token. The
 * account with the token's (verified) address signs in, activated if it was waiting for its
 * activation mail; without one, an active USER account is opened. Answers a login session cookie
 * as `/login` does; `id_token` is an opaque reference of that session, not a credential.
 */
export const googleSignInRoute: Route = (app, deps) => {
  const { googleClientId, googleIssuer, googleJwksUrl } = deps.config;
  const verifier = googleClientId
    ? new GoogleIdTokenVerifier(
        { clientId: googleClientId, issuer: googleIssuer, jwksUrl: googleJwksUrl },
        deps.clock,
      )
    : null;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/register-mobile-user',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in (or up) with a Google ID token; answers a login session cookie',
        body: MobileUserRequestSchema,
        response: { 200: MobileUserResponseSchema },
      },
      config: { entityName: 'mobileUser' },
    },
    async (request, reply) => {
      if (!verifier) throw new HttpProblem(404, 'error.google.unconfigured');
      const identity = await verifier.verify(request.body.token, request.body.nonce);
      let userId = await accountHolding(deps, 'email', identity.email);
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => userId ?? '');
      if (!userId) {
        const newId = deps.newId();
        userId = newId;
        try {
          await openAccount(run, deps.config.personalDataKey, {
            userId: newId,
            login: identity.email,
            email: identity.email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            passwordHash: null,
            authorities: ['USER'],
            branchIds: [],
            langKey: pickLanguage(request.headers['accept-language']),
            activated: true,
          });
        } catch (error) {
          // Signed up a moment ago by a concurrent request (or the login is someone else's).
          if (!(error instanceof DomainError && error.code === 'VALUE_TAKEN')) throw error;
          userId = await accountHolding(deps, 'email', identity.email);
          if (!userId) throw new HttpProblem(401, 'error.google.failed');
        }
      } else {
        await run(userDecider, userStream(userId), { type: 'ConfirmExternalIdentity', data: { userId } });
      }
      // The login session reads the account from the users read model: let it see this write first
      // (longer than a query waits: without it the new session would not sign anyone in).
      const position = lastPosition();
      if (position) await deps.positions.catchUp([USERS_READ_MODEL], position, ACCOUNT_WAIT_MS);
      const session = await deps.loginSessions.create(userId);
      reply.setCookie(LOGIN_SESSION_COOKIE, session.token, cookieOptions(deps.config.secureCookies));
      reply.issueXsrfToken(session.loginSessionId);
      return { id_token: session.loginSessionId };
    },
  );
};
