import { schoolSessionById } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { scheduleOfSession } from '@cenacle/projections/schedule/schedule-items/schedule-items.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { PublicScheduleParamsSchema, PublicScheduleSchema } from '@cenacle/shared-domain/schedule';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/public-schedule/{sessionId}`: the schedule behind the QR code on the retreat house's
 * wall, for anyone (spec §2: "the public schedule link"): days, times, names and levels of the items,
 * and nobody's name.
 */
export const publicScheduleRoute = queryRoute({
  url: '/api/public-schedule/:sessionId',
  summary: "A session's schedule for anyone: items by day and time, without the servants' names",
  tags: ['schedule'],
  audience: 'public',
  queries: [schoolSessionById, scheduleOfSession],
  params: PublicScheduleParamsSchema,
  response: { 200: PublicScheduleSchema },
  async handle({ params: { sessionId }, deps }) {
    const session = await schoolSessionById(deps.db, sessionId);
    if (!session) throw new DomainError('NOT_FOUND', 'error.schedule.sessionNotFound', { id: sessionId });
    const { items } = await scheduleOfSession(deps.db, sessionId);
    const ordered = [...items].sort(
      (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id),
    );
    return {
      sessionId,
      season: session.season,
      branchName: session.branch?.name ?? '',
      dateFrom: session.dateFrom,
      dateTo: session.dateTo,
      levels: session.levels.map((level) => level.name),
      items: ordered.map((item) => ({
        date: item.date,
        start: item.start,
        finish: item.finish,
        name: item.name,
        type: item.type,
        levelScope: [...item.levelScope],
        alternatives: item.alternatives.map((alternative) => ({
          levelScope: [...alternative.levelScope],
          name: alternative.name,
          type: alternative.type,
        })),
      })),
    };
  },
});
