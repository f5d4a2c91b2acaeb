import { DomainError } from '@cenacle/shared-domain';
import { type ScheduleState, scheduleDecider, scheduleStream } from '@cenacle/shared-domain/schedule';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { type PlannedSession, sessionToActOn } from '../organisation/session-scope.ts';

/**
 * The session a schedule command acts on (from its own stream; another branch's session is a 403)
 * and its schedule as it stands. A stale `version` is refused before anything runs.
 */
export async function scheduleToEdit(
  deps: Deps,
  user: CurrentUser,
  sessionId: string,
  version: number | null,
): Promise<{ session: PlannedSession; state: ScheduleState }> {
  const session = await sessionToActOn(deps, user, sessionId, 'session');
  const { state } = await deps.bus.load(scheduleDecider, scheduleStream(sessionId));
  if (version !== null && version !== state.version) {
    throw new DomainError('SCHEDULE_CHANGED', 'error.schedule.changed', {
      expected: String(version),
      actual: String(state.version),
    });
  }
  return { session, state };
}

/** A day of the request must lie within the session's dates (when it has them). */
export function assertDayOfSession(session: PlannedSession, date: string, field: string): void {
  const before = session.dateFrom !== null && date < session.dateFrom;
  const after = session.dateTo !== null && date > session.dateTo;
  if (before || after)
    throw new DomainError('DATE_OUTSIDE_SESSION', 'error.schedule.dateOutsideSession', {}, field);
}

/** Every level a split names must be a level of the session. */
export function assertLevels(session: PlannedSession, levels: readonly string[], field: string): void {
  const known = session.levels.map((level) => level.name);
  if (levels.some((level) => !known.includes(level))) {
    throw new DomainError('LEVEL_NOT_IN_SCOPE', 'error.schedule.unknownLevel', {}, field);
  }
}
