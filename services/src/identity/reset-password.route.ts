import { ResetPasswordParamsSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Route } from '../http/route.ts';
import { accountMailRateLimits } from './account-mail-rate-limit.ts';
import { accountHolding } from './accounts.ts';
import { mailPasswordLink } from './password-links.ts';
import { runOnBehalfOf } from './run-command.ts';

const emailInPath = (request: FastifyRequest) => {
  const email = (request.params as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/**
 * `POST api/reset-password/{email}`: mails a reset link (valid 24 hours, single use) to an active
 * account with that address. The answer is the same whether there is one or not, and so is its
 * timing class: both paths do one stream read, and the link and its mail are made after the
 * answer has left, so nobody learns from it which addresses have accounts.
 */
export const resetPasswordRoute: Route = (app, deps) => {
  const limits = accountMailRateLimits(
    app,
    'reset-password',
    { perEmail: deps.config.accountMailRateLimit, perClient: deps.config.accountMailClientRateLimit },
    emailInPath,
  );
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reset-password/:email',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link; answers alike whether the address has an account',
        params: ResetPasswordParamsSchema,
      },
      config: { entityName: 'resetPassword' },
      onRequest: limits.onRequest,
      preValidation: limits.preValidation,
    },
    async (request, reply) => {
      const userId = await accountHolding(deps, 'email', request.params.email);
      if (userId) {
        const work = (async () => {
          const { state: user } = await deps.bus.load(userDecider, userStream(userId));
          // Accounts not yet activated get nothing: their activation mail is the way in.
          if (user.status === 'none' || !user.activated || !user.email) return;
          const { run } = runOnBehalfOf(deps, request, () => userId);
          await mailPasswordLink(run, deps, {
            userId,
            purpose: 'reset',
            recipient: user.email,
            name: user.firstName,
            language: user.langKey,
          });
        })().catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
        pending.add(work);
        void work.finally(() => pending.delete(work));
      }
      return reply.code(200).send();
    },
  );
};
