import {
  planDayChanges,
  SCHEDULE_EDITORS,
  ScheduleDaySaveRequestSchema,
  scheduleDecider,
  scheduleStream,
} from '@cenacle/shared-domain/schedule';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import {
  assertDayOfSession,
  assertLevels,
  assertServantsOfBranch,
  scheduleToEdit,
} from './schedule-access.ts';
import { assertResponsibilityOfSession } from './schedule-responsibility.ts';

/**
 * `POST /api/schedules/`: one day of a session's schedule as the editor now has it. The difference
 * from the stored day runs as one command per change (each its own event: the log shows who moved,
 * renamed, split or staffed what). `version` is the version the editor started from: stale, 409.
 * A servant named anew must serve in the session's branch (400 on the field).
 */
export const saveScheduleDayRoute = commandRoute({
  method: 'POST',
  url: '/api/schedules/',
  summary: "Save one day of a session's schedule (items in order; each change is recorded as its own event)",
  tags: ['schedule'],
  entityName: 'schedule',
  audience: SCHEDULE_EDITORS,
  body: ScheduleDaySaveRequestSchema,
  response: { 200: z.object({ sessionId: z.string(), version: z.number(), changes: z.number() }) },
  async handle({ body, user, deps, run }) {
    const sessionId = body.session.value;
    const { session, state } = await scheduleToEdit(deps, user, sessionId, body.version);
    assertDayOfSession(session, body.date, 'date');
    for (const [i, item] of body.items.entries()) {
      if (item.responsibilityId)
        await assertResponsibilityOfSession(
          deps,
          sessionId,
          item.responsibilityId,
          `items.${i}.responsibilityId`,
        );
    }
    body.items.forEach((item, i) => {
      item.alternatives.forEach((a, j) => {
        assertLevels(session, a.levelScope, `items.${i}.alternatives.${j}.levelScope`);
      });
    });
    await assertServantsOfBranch(deps, session, state.items, body.items);
    const levels = session.levels.map((level) => level.name);
    const plan = planDayChanges(state, sessionId, body.date, body.items, levels);
    let version = state.version;
    for (const [index, command] of plan.entries()) {
      // The first change carries the version the editor saw: a writer in between makes it a 409.
      const data = { ...command.data, expectedVersion: index === 0 ? state.version : null };
      const handled = await run(scheduleDecider, scheduleStream(sessionId), {
        ...command,
        data,
      } as typeof command);
      version = handled.state.version;
    }
    return { status: 200, body: { sessionId, version, changes: plan.length } };
  },
});
