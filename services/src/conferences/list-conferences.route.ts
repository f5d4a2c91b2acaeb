import { planColumnsOfSession } from '@cenacle/projections/conferences/conference-plans/conference-plans.queries.ts';
import { listConferences } from '@cenacle/projections/conferences/conferences/conferences.queries.ts';
import {
  CONFERENCE_PLANNERS,
  ConferenceListQuerySchema,
  ConferenceSchema,
  type PlanColumn,
} from '@cenacle/shared-domain/conferences';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { fullSessionToRead } from '../organisation/session-scope.ts';

/** Each merged entry of a session's plan: the conferences it joins, by the id it goes by. */
function mergedOrigins(
  columns: readonly PlanColumn[],
): Map<string, { id: { value: string }; name: string }[]> {
  const merged = new Map<string, { id: { value: string }; name: string }[]>();
  for (const entry of columns.flatMap((column) => [...column.entries, ...column.removed])) {
    if (entry.origins.length > 0)
      merged.set(
        entry.conferenceId,
        entry.origins.map((o) => ({ id: { value: o.conferenceId }, name: o.name })),
      );
  }
  return merged;
}

/**
 * `GET /api/conferences?levels=&lang=&season=&session=&showBase=`: the catalogue, filtered. With a
 * session (of the caller's branches), each conference carries the servants giving it there, and the
 * season and levels default to the session's unless `showBase=true` asks for the whole catalogue.
 */
export const listConferencesRoute = queryRoute({
  url: '/api/conferences',
  summary: 'The conference catalogue, or the conferences of a session with their servants',
  tags: ['conferences'],
  audience: CONFERENCE_PLANNERS,
  queries: [fullSessionToRead, listConferences, planColumnsOfSession],
  querystring: ConferenceListQuerySchema,
  response: { 200: z.array(ConferenceSchema) },
  async handle({ deps, query, user }) {
    let { levels, season } = query;
    if (query.session) {
      const session = await fullSessionToRead(deps, user, query.session);
      if (!query.showBase) {
        levels ??= session.levels.map((l) => l.name);
        season ??= session.season;
      }
    }
    const conferences = await listConferences(deps.db, {
      levels,
      lang: query.lang ?? null,
      season: season ?? null,
      sessionId: query.session ?? null,
    });
    if (!query.session) return conferences;
    const merged = mergedOrigins(await planColumnsOfSession(deps.db, query.session));
    return conferences.map((c) => ({ ...c, origins: merged.get(c.id.value) ?? [] }));
  },
});
