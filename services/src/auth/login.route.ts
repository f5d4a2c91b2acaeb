import type { Database } from '@cenacle/infra';
import { findLoginCandidate } from '@cenacle/projections/identity/users/users.queries.ts';
import { LoginFormSchema } from '@cenacle/shared-domain/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { answerProblem } from '../http/problem.ts';
import { cookieOptions, LOGIN_SESSION_COOKIE } from './cookies.ts';
import { loginRateLimits } from './login-rate-limit.ts';
import type { LoginSessionStore } from './login-session-store.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';

export interface LoginRouteOptions {
  readonly db: Kysely<Database>;
  readonly loginSessions: LoginSessionStore;
  readonly secureCookies: boolean;
  readonly rateLimit: number;
}

export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions): Promise<void> {
  const limits = loginRateLimits(app, options.rateLimit);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      schema: {
        body: LoginFormSchema,
        tags: ['account'],
        summary: 'Sign in with form data and the pre-session X-XSRF-TOKEN; answers a login session cookie',
      },
      config: { entityName: 'login' },
      onRequest: limits.onRequest,
      preValidation: limits.preValidation,
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const user = await findLoginCandidate(options.db, username);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !valid || !user.activated) {
        return answerProblem(request, reply, { status: 401, message: 'login.messages.error.authentication' });
      }
      const { token, loginSessionId, expiresAt } = await options.loginSessions.create(user.id);
      reply.setCookie(LOGIN_SESSION_COOKIE, token, {
        ...cookieOptions(options.secureCookies),
        ...(rememberMe === 'true' ? { expires: expiresAt } : {}),
      });
      // The pre-session's token is no good from now on: the next write needs the login session's.
      reply.issueXsrfToken(loginSessionId);
      return reply.code(200).send({ authenticated: true });
    },
  );
}
