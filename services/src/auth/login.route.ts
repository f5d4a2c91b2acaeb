import type { Database } from '@cenacle/infra';
import { findLoginCandidate } from '@cenacle/projections/identity/users/users.queries.ts';
import { LoginFormSchema } from '@cenacle/shared-domain/identity';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { pickLanguage, translate } from '../http/messages.ts';
import { sendProblem } from '../http/problem.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from './auth.plugin.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import type { SessionStore } from './session-store.ts';

export interface LoginRouteOptions {
  readonly db: Kysely<Database>;
  readonly sessions: SessionStore;
  readonly secureCookies: boolean;
  readonly rateLimit: number;
}

/** Gives the page a fresh CSRF token in a cookie its scripts can read. */
export function issueXsrfToken(reply: FastifyReply, secureCookies: boolean): void {
  const token = reply.generateCsrf();
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: secureCookies });
}

export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      schema: {
        body: LoginFormSchema,
        tags: ['account'],
        summary: 'Sign in with form data; answers a session cookie',
      },
      config: {
        entityName: 'login',
        rateLimit: {
          // After body parsing, so the key can include the user name.
          hook: 'preHandler',
          max: options.rateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            return `${request.ip}:${typeof body?.username === 'string' ? body.username.toLowerCase() : ''}`;
          },
        },
      },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const user = await findLoginCandidate(options.db, username);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !valid || !user.activated) {
        const key = 'login.messages.error.authentication';
        const lang = pickLanguage(request.headers['accept-language']);
        return sendProblem(reply, { status: 401, message: key, title: translate(key, lang), path: '/login' });
      }
      const { token, expiresAt } = await options.sessions.create(user.id);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        ...(rememberMe === 'true' ? { expires: expiresAt } : {}),
      });
      issueXsrfToken(reply, options.secureCookies);
      return reply.code(200).send({ authenticated: true });
    },
  );
}
