import { childrenInByLevel } from '@cenacle/projections/desk/desk-arrivals/desk-arrivals.queries.ts';
import { deskLiveCounts } from '@cenacle/projections/desk/desk-arrivals/desk-roster.queries.ts';
import { fromMinorUnits, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { type DeskLiveView, DeskLiveViewSchema, DeskSessionParamsSchema } from '@cenacle/shared-domain/desk';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** Midnight (UTC) of the day `now` falls on: "today" of the money taken. */
const startOfDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * `GET /api/desk/{sessionId}/live`: arrived / expected / children in / money taken today, for the
 * session and per level. The desks refetch it when the read models it names move (WebSocket notices).
 */
export const deskLiveRoute = queryRoute({
  url: '/api/desk/:sessionId/live',
  summary: 'The live desk view: arrived, expected, children in, money taken today, per level',
  tags: ['desk'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, deskLiveCounts, childrenInByLevel],
  params: DeskSessionParamsSchema,
  response: { 200: DeskLiveViewSchema },
  async handle({ params: { sessionId }, user, deps }): Promise<DeskLiveView> {
    await authorizeSessionRead(deps, user, sessionId);
    const [counts, children] = await Promise.all([
      deskLiveCounts(deps.db, sessionId, startOfDay(deps.clock())),
      childrenInByLevel(deps.db, sessionId),
    ]);
    const levels = counts.levels.map((level) => ({
      level: level.level,
      arrived: level.arrived,
      expected: level.expected,
      childrenIn: children.get(level.level) ?? 0,
      moneyTakenToday: fromMinorUnits(level.takenMinor),
    }));
    const takenMinor = counts.levels.reduce((sum, l) => sum + l.takenMinor, counts.unassignedTakenMinor);
    return {
      total: {
        arrived: levels.reduce((sum, l) => sum + l.arrived, 0),
        expected: levels.reduce((sum, l) => sum + l.expected, 0),
        childrenIn: levels.reduce((sum, l) => sum + l.childrenIn, 0),
        moneyTakenToday: fromMinorUnits(takenMinor),
      },
      levels,
    };
  },
});
