import type { Database } from '@cenacle/infra';
import { branchNames } from '@cenacle/projections/organisation/branches/branches.queries.ts';
import { toRole } from '@cenacle/shared-domain';
import { type Account, AccountSchema } from '@cenacle/shared-domain/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { LOGIN_SESSION_COOKIE } from './cookies.ts';
import { currentUser, requireAuthority } from './guards.ts';
import type { LoginSessionStore } from './login-session-store.ts';

export interface AccountRouteOptions {
  readonly db: Kysely<Database>;
  readonly loginSessions: LoginSessionStore;
}

export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account',
    {
      schema: { response: { 200: AccountSchema }, tags: ['account'], summary: 'The signed-in account' },
      onRequest: requireAuthority(),
    },
    async (request) => {
      const user = currentUser(request);
      const byId = await branchNames(options.db, user.branchIds);
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
        everHadBranch: user.everHadBranch,
      };
      return account;
    },
  );

  api.post(
    '/api/logout',
    { schema: { tags: ['account'], summary: 'Sign out: revokes the server-side login session' } },
    async (request, reply) => {
      if (request.user) await options.loginSessions.revoke(request.user.loginSessionId);
      reply.clearCookie(LOGIN_SESSION_COOKIE, { path: '/' });
      // Signed out, the browser is back to its pre-session: the login page needs its token.
      reply.issueXsrfToken(null);
      return reply.code(204).send();
    },
  );
}
