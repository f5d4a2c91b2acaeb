import { formatPosition } from '@cenacle/infra';
import { POSITION_HEADER } from '@cenacle/shared-domain';
import {
  ActivationParamsSchema,
  ActivationRequestSchema,
  passwordLinkDecider,
  passwordLinkRefusal,
  passwordLinkStream,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAccepted, personalOf } from '../auth/password-estimate.ts';
import { sha256Hex, TOKEN_PATTERN } from '../auth/tokens.ts';
import type { Route } from '../http/route.ts';
import { runOnBehalfOf } from './run-command.ts';
import { withViolations } from './violations.ts';

/**
 * `POST api/activation/{id}`: the holder of a password link (activation, invitation or reset) sets
 * the password. The link is used up first, so of two requests with one link only one sets it.
 */
export const activateAccountRoute: Route = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/activation/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the password through a mailed link (activation, invitation, reset)',
        params: ActivationParamsSchema,
        body: ActivationRequestSchema,
      },
      config: { entityName: 'activation' },
      onSend: withViolations,
    },
    async (request, reply) => {
      const token = request.params.id;
      if (!TOKEN_PATTERN.test(token)) throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
      const tokenHash = sha256Hex(token);
      const stream = passwordLinkStream(tokenHash);
      const { state: link } = await deps.bus.load(passwordLinkDecider, stream);
      if (link.status === 'none') throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
      const { state: person } = await deps.bus.load(userDecider, userStream(link.userId));
      if (person.status === 'registered') assertPasswordAccepted(request.body.password1, personalOf(person));
      // Hashed before the link is used up: nothing after that point can fail but the decisions.
      const passwordHash = await hashPassword(request.body.password1);
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => link.userId);
      await run(passwordLinkDecider, stream, { type: 'UsePasswordLink', data: { tokenHash } });
      await run(userDecider, userStream(link.userId), {
        type: 'SetPasswordWithLink',
        data: { userId: link.userId, passwordHash, purpose: link.purpose, linkIssuedAt: link.issuedAt },
      });
      // A reset ends the sessions signed in with the old password (someone else's, maybe).
      if (link.purpose === 'reset') await deps.loginSessions.revokeAllOf(link.userId);
      const position = lastPosition();
      if (position) reply.header(POSITION_HEADER, formatPosition(position));
      return reply.code(200).send({ activated: true });
    },
  );
};
