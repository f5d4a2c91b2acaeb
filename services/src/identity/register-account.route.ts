import { formatPosition } from '@cenacle/infra';
import { POSITION_HEADER } from '@cenacle/shared-domain';
import { RegistrationRequestSchema } from '@cenacle/shared-domain/identity';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../http/messages.ts';
import type { Route } from '../http/route.ts';
import { assertOpenBranches } from '../organisation/open-branch.ts';
import { accountMailRateLimits } from './account-mail-rate-limit.ts';
import { openAccount } from './accounts.ts';
import { mailPasswordLink } from './password-links.ts';
import { runOnBehalfOf } from './run-command.ts';

const emailInBody = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/**
 * `POST api/registration`: anyone opens an inactive USER account (login = the e-mail address in
 * lower case) and is mailed a link to set the password and activate it.
 */
export const registerAccountRoute: Route = (app, deps) => {
  const limits = accountMailRateLimits(
    app,
    'registration',
    { perEmail: deps.config.accountMailRateLimit, perClient: deps.config.accountMailClientRateLimit },
    emailInBody,
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/registration',
    {
      schema: {
        tags: ['account'],
        summary: 'Self registration: an inactive account and an activation mail',
        body: RegistrationRequestSchema,
        response: { 201: z.object({ id: z.object({ value: z.string() }) }) },
      },
      config: { entityName: 'user' },
      onRequest: limits.onRequest,
      preValidation: limits.preValidation,
    },
    async (request, reply) => {
      const { firstname, lastname, email, branches, langKey } = request.body;
      const branchIds = [...new Set(branches.map((b) => b.id.value))];
      await assertOpenBranches(deps, branchIds, 'branches');
      const userId = deps.newId();
      const language = langKey ?? pickLanguage(request.headers['accept-language']);
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => userId);
      await openAccount(run, deps.config.personalDataKey, {
        userId,
        login: email,
        email,
        firstName: firstname,
        lastName: lastname,
        passwordHash: null,
        authorities: ['USER'],
        branchIds,
        langKey: language,
        activated: false,
      });
      await mailPasswordLink(run, deps, {
        userId,
        purpose: 'activation',
        recipient: email,
        name: firstname,
        language,
      });
      const position = lastPosition();
      if (position) reply.header(POSITION_HEADER, formatPosition(position));
      return reply.code(201).send({ id: { value: userId } });
    },
  );
};
