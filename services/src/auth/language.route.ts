import { formatPosition } from '@cenacle/infra';
import { LANG_KEYS, POSITION_HEADER } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { commandContext, commandMetadata } from '../http/command-context.ts';
import { currentUser, requireAuthority } from './guards.ts';

/** `POST /api/lang/{lang}`: the locale menu saves the signed-in user's language (spec §4 Locale). */
export async function languageRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/lang/:lang',
    {
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's interface language",
        params: z.object({ lang: z.enum(LANG_KEYS, { error: 'Pattern' }) }),
      },
      config: { entityName: 'account' },
      onRequest: requireAuthority(),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await deps.bus.handle(
        userDecider,
        userStream(user.id),
        {
          type: 'ChangeLanguage',
          data: { userId: user.id, langKey: request.params.lang },
          metadata: commandMetadata(request, deps.clock),
        },
        commandContext(request),
      );
      if (result.position) reply.header(POSITION_HEADER, formatPosition(result.position));
      return reply.code(204).send();
    },
  );
}
