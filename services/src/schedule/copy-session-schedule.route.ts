import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import {
  CopySessionScheduleRequestSchema,
  copySchedule,
  SCHEDULE_EDITORS,
  scheduleDecider,
  scheduleStream,
} from '@cenacle/shared-domain/schedule';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { keepServantsOfBranch, scheduleToEdit } from './schedule-access.ts';

/**
 * `POST /api/schedules/copy-session`: the schedule of `fromSession` (any session: schedules are
 * readable by every signed-in user) replaces this session's, moved onto its dates, with only the
 * servants of this session's branch.
 */
export const copySessionScheduleRoute = commandRoute({
  method: 'POST',
  url: '/api/schedules/copy-session',
  summary:
    "Copy another session's schedule to this session (replaces it; days move onto this session's dates)",
  tags: ['schedule'],
  entityName: 'schedule',
  audience: SCHEDULE_EDITORS,
  body: CopySessionScheduleRequestSchema,
  response: { 200: z.object({ sessionId: z.string(), version: z.number() }) },
  async handle({ body, user, deps, run }) {
    const sessionId = body.session.value;
    const fromSessionId = body.fromSession.value;
    const { session, state } = await scheduleToEdit(deps, user, sessionId, body.version);
    const { state: source } = await deps.bus.load(schoolSessionDecider, sessionStream(fromSessionId));
    if (source.status !== 'planned') {
      throw new DomainError(
        'UNKNOWN_REFERENCE',
        'error.schedule.sessionNotFound',
        { id: fromSessionId },
        'fromSession',
      );
    }
    const { state: schedule } = await deps.bus.load(scheduleDecider, scheduleStream(fromSessionId));
    const firstDay = source.dateFrom ?? schedule.items[0]?.date ?? null;
    const toFrom = session.dateFrom ?? firstDay;
    const copied =
      firstDay && toFrom ? copySchedule(schedule.items, firstDay, toFrom, session.dateTo, deps.newId) : [];
    const items = await keepServantsOfBranch(deps, session.branchId, copied);
    const handled = await run(scheduleDecider, scheduleStream(sessionId), {
      type: 'CopySessionSchedule',
      data: { sessionId, expectedVersion: state.version, fromSessionId, items },
    });
    return {
      status: 200,
      body: { sessionId, version: handled.state.version },
      alert: { key: 'scheduleAlerts.sessionCopied', param: sessionId },
    };
  },
});
