import { planColumnsOfSession } from '@cenacle/projections/conferences/conference-plans/conference-plans.queries.ts';
import { LANG_KEYS, type LangKey } from '@cenacle/shared-domain';
import {
  CONFERENCE_MERGERS,
  ConferencePlanQuerySchema,
  ConferencePlanSchema,
  columnBody,
  currentColumn,
  emptyColumn,
} from '@cenacle/shared-domain/conferences';
import { sameLevelName } from '@cenacle/shared-domain/organisation';
import { queryRoute } from '../http/query-route.ts';
import { fullSessionToRead } from '../organisation/session-scope.ts';
import { columnCatalogue, sessionCatalogue } from './conference-plan-view.ts';

/**
 * `GET /api/session-conferences?session=&lang=` (an addition: the merge screen): a column per level
 * of the session in one language, numbered from 1, with its removed list and version. A column nobody
 * changed yet is the catalogue's conferences of that level; ones the catalogue gained since join at
 * its end. `lang` defaults to Polish, or to the first language the session's conferences are in.
 */
export const listSessionConferencesRoute = queryRoute({
  url: '/api/session-conferences',
  summary: "A session's conference plan: its conferences per level, merged, ordered and removed",
  tags: ['conferences'],
  audience: CONFERENCE_MERGERS,
  queries: [fullSessionToRead, sessionCatalogue, planColumnsOfSession],
  querystring: ConferencePlanQuerySchema,
  response: { 200: ConferencePlanSchema },
  async handle({ deps, query, user }) {
    const session = await fullSessionToRead(deps, user, query.session);
    const levels = session.levels.map((l) => l.name);
    const catalogue = await sessionCatalogue(deps, session.season, levels);
    const stored = await planColumnsOfSession(deps.db, query.session);
    const present = new Set<string>([...catalogue.map((c) => c.lang), ...stored.map((c) => c.lang)]);
    const langs = LANG_KEYS.filter((l) => present.has(l));
    const lang: LangKey = query.lang ?? (langs.includes('pl') ? 'pl' : (langs[0] ?? 'pl'));
    const columns = levels.map((level) => {
      const planned =
        stored.find((c) => c.lang === lang && sameLevelName(c.level, level)) ?? emptyColumn(level, lang);
      return columnBody(currentColumn(planned, columnCatalogue(catalogue, level, lang)));
    });
    return {
      sessionId: query.session,
      season: session.season,
      lang,
      langs,
      columns: columns.map((c) => ({ ...c, lang })),
    };
  },
});
