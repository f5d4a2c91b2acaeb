import {
  CopyScheduleDayRequestSchema,
  copyDay,
  SCHEDULE_EDITORS,
  scheduleDecider,
  scheduleStream,
} from '@cenacle/shared-domain/schedule';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { assertDayOfSession, scheduleToEdit } from './schedule-access.ts';

/** `POST /api/schedules/copy-day`: another day's items replace a day's (summer sessions only). */
export const copyScheduleDayRoute = commandRoute({
  method: 'POST',
  url: '/api/schedules/copy-day',
  summary: "Copy another day's items into a day of the same session (summer only; replaces the day)",
  tags: ['schedule'],
  entityName: 'schedule',
  audience: SCHEDULE_EDITORS,
  body: CopyScheduleDayRequestSchema,
  response: { 200: z.object({ sessionId: z.string(), version: z.number() }) },
  async handle({ body, user, deps, run }) {
    const sessionId = body.session.value;
    const { session, state } = await scheduleToEdit(deps, user, sessionId, body.version);
    assertDayOfSession(session, body.fromDate, 'fromDate');
    assertDayOfSession(session, body.toDate, 'toDate');
    const items = copyDay(state.items, body.fromDate, body.toDate, deps.newId);
    const handled = await run(scheduleDecider, scheduleStream(sessionId), {
      type: 'CopyScheduleDay',
      data: {
        sessionId,
        expectedVersion: state.version,
        season: session.season,
        fromDate: body.fromDate,
        toDate: body.toDate,
        items,
      },
    });
    return {
      status: 200,
      body: { sessionId, version: handled.state.version },
      alert: { key: 'scheduleAlerts.dayCopied', param: body.toDate },
    };
  },
});
