import { AboutUsParamsSchema, aboutUsDecider, aboutUsStream } from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';

/** `DELETE /api/about-us/{id}`: removes an about-us entry (an event; the log keeps it). Admins only. */
export const deleteAboutUsRoute = commandRoute({
  method: 'DELETE',
  url: '/api/about-us/:id',
  summary: 'Remove an about-us entry',
  tags: ['content'],
  entityName: 'aboutUs',
  audience: ['ADMIN'],
  params: AboutUsParamsSchema,
  async handle({ params, run }) {
    await run(aboutUsDecider, aboutUsStream(params.id), {
      type: 'RemoveAboutUsEntry',
      data: { entryId: params.id },
    });
    return { status: 204, alert: { key: 'aboutUs.messages.deleted', param: params.id } };
  },
});
