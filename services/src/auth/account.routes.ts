import type { Database } from '@cenacle/infra';
import { branchNames } from '@cenacle/projections/organisation/branches/branches.queries.ts';
import { toRole } from '@cenacle/shared-domain';
import { type Account, AccountSchema } from '@cenacle/shared-domain/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { SESSION_COOKIE, XSRF_COOKIE } from './auth.plugin.ts';
import { currentUser, requireAuthority } from './guards.ts';
import { issueXsrfToken } from './login.route.ts';
import type { SessionStore } from './session-store.ts';

export interface AccountRouteOptions {
  readonly db: Kysely<Database>;
  readonly sessions: SessionStore;
  readonly secureCookies: boolean;
}

export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account',
    {
      schema: { response: { 200: AccountSchema }, tags: ['account'], summary: 'The signed-in account' },
      preHandler: requireAuthority(),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const byId = await branchNames(options.db, user.branchIds);
      // The browser needs a token for its writes; a reload keeps the session but may lose the cookie.
      if (!request.cookies[XSRF_COOKIE]) issueXsrfToken(reply, options.secureCookies);
      const account: Account = {
        id: { value: user.id },
        login: user.login,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        activated: user.activated,
        langKey: user.langKey,
        authorities: user.authorities.map(toRole),
        // Keep the account's order: its first branch is the user's branch (spec §6).
        branches: user.branchIds.map((id) => ({ id: { value: id }, name: byId.get(id) ?? '' })),
      };
      return account;
    },
  );

  api.post(
    '/api/logout',
    { schema: { tags: ['account'], summary: 'Sign out: revokes the server-side session' } },
    async (request, reply) => {
      if (request.user) await options.sessions.revoke(request.user.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
}
