import {
  InfoComponentParamsSchema,
  infoComponentDecider,
  infoComponentStream,
} from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { CMS_EDITORS, loadSection } from './content-access.ts';

/** `DELETE /api/info-component/{id}`: takes a section off its page; its history stays and can restore it. */
export const deleteInfoComponentRoute = commandRoute({
  method: 'DELETE',
  url: '/api/info-component/:id',
  summary: 'Remove a CMS section (its history stays)',
  tags: ['content'],
  entityName: 'infoComponent',
  audience: CMS_EDITORS,
  params: InfoComponentParamsSchema,
  async handle({ params, user, deps, run }) {
    await loadSection(deps, user, params.id);
    await run(infoComponentDecider, infoComponentStream(params.id), {
      type: 'RemoveInfoComponent',
      data: { componentId: params.id },
    });
    return { status: 204, alert: { key: 'content.messages.deleted', param: params.id } };
  },
});
