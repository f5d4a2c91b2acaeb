import { namesOf } from '@cenacle/projections/identity/people/people.queries.ts';
import { schoolSessionById } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { responsibilitiesOfSession } from '@cenacle/projections/responsibilities/responsibilities/responsibilities.queries.ts';
import { scheduleOfSession } from '@cenacle/projections/schedule/schedule-items/schedule-items.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  bookingsOf,
  responsibilityBookings,
  ScheduleQuerySchema,
  ScheduleSchema,
  scheduleItemToWire,
  servantConflicts,
} from '@cenacle/shared-domain/schedule';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/schedules?session`: a session's schedule for anyone signed in: its dates, levels and
 * season, every item by day with its alternatives and the names of the servants on them, and the
 * servants booked twice at the same time, or on an item while a responsibility of theirs needs them.
 */
export const listScheduleRoute = queryRoute({
  url: '/api/schedules',
  summary: "A session's schedule: items by day with alternatives, servants' names and conflicts",
  tags: ['schedule'],
  audience: 'signed-in',
  queries: [schoolSessionById, scheduleOfSession, responsibilitiesOfSession, namesOf],
  querystring: ScheduleQuerySchema,
  response: { 200: ScheduleSchema },
  async handle({ query, deps }) {
    const session = await schoolSessionById(deps.db, query.session);
    if (!session) throw new DomainError('NOT_FOUND', 'error.schedule.sessionNotFound', { id: query.session });
    const { version, items } = await scheduleOfSession(deps.db, query.session);
    const dutyServants = (await responsibilitiesOfSession(deps.db, query.session)).map((r) => ({
      responsibilityId: r.id.value,
      servantIds: [...new Set(r.servants.map((s) => s.user.value))],
    }));
    // Every servant's name in one query, however many are booked.
    const names = await namesOf(
      deps.db,
      bookingsOf(items).map((b) => b.servantId),
    );
    const named = (list: readonly string[]) => list.map((id) => ({ id, name: names.get(id) ?? '' }));
    return {
      sessionId: query.session,
      branchId: session.branchId.value,
      season: session.season,
      dateFrom: session.dateFrom,
      dateTo: session.dateTo,
      levels: session.levels.map((level) => level.name),
      version,
      items: items.map((item) =>
        scheduleItemToWire(
          {
            ...item,
            responsibilityId: item.responsibilityId ?? null,
            servants: named(item.servants),
            alternatives: item.alternatives.map((a) => ({ ...a, servants: named(a.servants) })),
          },
          query.session,
        ),
      ),
      conflicts: servantConflicts(items, responsibilityBookings(items, dutyServants)),
      dutyServants,
    };
  },
});
