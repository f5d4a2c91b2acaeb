import { formatPosition } from '@cenacle/infra';
import { POSITION_HEADER } from '@cenacle/shared-domain';
import {
  EmailChangeParamsSchema,
  passwordLinkRefusal,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sha256Hex, TOKEN_PATTERN } from '../auth/tokens.ts';
import type { Route } from '../http/route.ts';
import { releaseEmail } from './people-access.ts';
import { runOnBehalfOf } from './run-command.ts';

/**
 * `POST api/confirm-email/{userId}/{token}`: the holder of an address change's link confirms it
 * (signed in or not: the link is the proof). The account takes the new address and gives the old
 * one up. Single use; a later request, or its expiry, makes the link refused (400).
 */
export const confirmEmailRoute: Route = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/confirm-email/:userId/:token',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm a change of e-mail address through its mailed link',
        params: EmailChangeParamsSchema,
      },
      config: { entityName: 'emailChange' },
    },
    async (request, reply) => {
      const { userId, token } = request.params;
      if (!TOKEN_PATTERN.test(token)) throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => userId);
      const { events } = await run(userDecider, userStream(userId), {
        type: 'ConfirmEmailChange',
        data: { userId, tokenHash: sha256Hex(token) },
      });
      for (const event of events) {
        if (event.type === 'UserEmailChanged')
          await releaseEmail(run, deps, userId, event.data.previousEmail);
      }
      const position = lastPosition();
      if (position) reply.header(POSITION_HEADER, formatPosition(position));
      return reply.code(200).send({ confirmed: true });
    },
  );
};
