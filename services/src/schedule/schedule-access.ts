import { DomainError } from '@cenacle/shared-domain';
import {
  type ScheduleItem,
  type ScheduleState,
  scheduleDecider,
  scheduleStream,
} from '@cenacle/shared-domain/schedule';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { type PlannedSession, sessionToActOn } from '../organisation/session-scope.ts';
import { servantAccount, servesBranch } from '../responsibilities/responsibility-access.ts';

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

/** What the editor saves of an item: its servants and its alternatives' servants. */
interface StaffedItem {
  readonly id: string;
  readonly servants: readonly string[];
  readonly alternatives: readonly { readonly servants: readonly string[] }[];
}

/**
 * Every servant the day names anew must be a servant of the session's branch (400 on the field).
 * Servants an item already had are not asked again: they were put there before this check existed,
 * and saving the day unchanged must not fail on them.
 */
export async function assertServantsOfBranch(
  deps: Deps,
  session: PlannedSession,
  stored: readonly ScheduleItem[],
  items: readonly StaffedItem[],
): Promise<void> {
  const had = new Map(
    stored.map((item) => [
      item.id,
      new Set([...item.servants, ...item.alternatives.flatMap((a) => a.servants)]),
    ]),
  );
  const checked = new Set<string>();
  const check = async (servantIds: readonly string[], itemId: string, field: string) => {
    for (const servantId of servantIds) {
      if (had.get(itemId)?.has(servantId) || checked.has(servantId)) continue;
      await servantAccount(deps, servantId, field, session.branchId);
      checked.add(servantId);
    }
  };
  for (const [i, item] of items.entries()) {
    await check(item.servants, item.id, `items.${i}.servants`);
    for (const [j, alternative] of item.alternatives.entries()) {
      await check(alternative.servants, item.id, `items.${i}.alternatives.${j}.servants`);
    }
  }
}

/**
 * Copied items keep only the servants of the target session's branch: a schedule copied from
 * another branch's session brings its times and names, never that branch's people (as a copy of
 * responsibilities or conferences leaves them out too).
 */
export async function keepServantsOfBranch(
  deps: Deps,
  branchId: string,
  items: readonly ScheduleItem[],
): Promise<ScheduleItem[]> {
  const named = new Set(
    items.flatMap((item) => [...item.servants, ...item.alternatives.flatMap((a) => a.servants)]),
  );
  const serving = new Set<string>();
  for (const servantId of named) if (await servesBranch(deps, servantId, branchId)) serving.add(servantId);
  const kept = (servants: readonly string[]) => servants.filter((id) => serving.has(id));
  return items.map((item) => ({
    ...item,
    servants: kept(item.servants),
    alternatives: item.alternatives.map((a) => ({ ...a, servants: kept(a.servants) })),
  }));
}
