import { versionsOf } from '@cenacle/projections/content/info-component-versions/info-component-versions.queries.ts';
import { namesOf } from '@cenacle/projections/identity/people/people.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  InfoComponentHistoryQuerySchema,
  InfoComponentParamsSchema,
  InfoComponentVersionSchema,
} from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { CMS_EDITORS, loadSection } from './content-access.ts';

/** `GET /api/info-component/{id}/history`: every save and removal of a section, newest first, with who and when. */
export const infoComponentHistoryRoute = queryRoute({
  url: '/api/info-component/:id/history',
  summary: "A CMS section's versions: who saved what, and when",
  tags: ['content'],
  audience: CMS_EDITORS,
  queries: [versionsOf, namesOf],
  params: InfoComponentParamsSchema,
  querystring: InfoComponentHistoryQuerySchema,
  response: { 200: z.array(InfoComponentVersionSchema) },
  async handle({ deps, params, user }) {
    const state = await loadSection(deps, user, params.id);
    if (state.status === 'none')
      throw new DomainError('NOT_FOUND', 'error.content.notFound', { id: params.id });
    const versions = await versionsOf(deps.db, params.id);
    const names = await namesOf(
      deps.db,
      versions.flatMap((v) => (v.userId ? [v.userId] : [])),
    );
    return versions.map((v) => ({
      version: v.version,
      who: v.userId ? (names.get(v.userId) ?? null) : null,
      whoId: v.userId,
      when: v.savedAt,
      restoredFrom: v.restoredFrom,
      removed: v.removed,
      component: v.component,
    }));
  },
});
