import { componentOf } from '@cenacle/projections/content/info-components/info-components.queries.ts';
import {
  InfoComponentParamsSchema,
  InfoComponentRestoreRequestSchema,
  InfoComponentSchema,
  infoComponentDecider,
  infoComponentStream,
} from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { CMS_EDITORS, loadSection } from './content-access.ts';

/**
 * `POST /api/info-component/{id}/restore`: saves an earlier version of a section again, as a new
 * version (nothing in the log is rewritten); a removed section comes back.
 */
export const restoreInfoComponentRoute = commandRoute({
  method: 'POST',
  url: '/api/info-component/:id/restore',
  summary: 'Restore an earlier version of a CMS section, as a new version',
  tags: ['content'],
  entityName: 'infoComponent',
  audience: CMS_EDITORS,
  params: InfoComponentParamsSchema,
  body: InfoComponentRestoreRequestSchema,
  response: { 200: InfoComponentSchema },
  async handle({ params, body, user, deps, run }) {
    await loadSection(deps, user, params.id);
    const { state } = await run(infoComponentDecider, infoComponentStream(params.id), {
      type: 'RestoreInfoComponent',
      data: { componentId: params.id, version: body.version },
    });
    if (state.status === 'none') throw new Error(`Section ${params.id} missing after restore`);
    return {
      status: 200,
      alert: { key: 'content.messages.restored', param: String(body.version) },
      body: componentOf(params.id, state.current, state.version, deps.clock()),
    };
  },
});
