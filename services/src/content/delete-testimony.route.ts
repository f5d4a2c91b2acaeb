import { TestimonyParamsSchema, testimonyDecider, testimonyStream } from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { TESTIMONY_EDITORS } from './content-access.ts';

/** `DELETE /api/config-testimony/{id}`: removes a testimony (an event; the log keeps it). */
export const deleteTestimonyRoute = commandRoute({
  method: 'DELETE',
  url: '/api/config-testimony/:id',
  summary: 'Remove a testimony',
  tags: ['content'],
  entityName: 'testimony',
  audience: TESTIMONY_EDITORS,
  params: TestimonyParamsSchema,
  async handle({ params, run }) {
    await run(testimonyDecider, testimonyStream(params.id), {
      type: 'RemoveTestimony',
      data: { testimonyId: params.id },
    });
    return { status: 204, alert: { key: 'testimony.messages.deleted', param: params.id } };
  },
});
