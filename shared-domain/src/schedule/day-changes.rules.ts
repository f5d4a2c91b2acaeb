import type { ScheduleCommand } from './schedule.commands.ts';
import { scheduleDecider } from './schedule.decider.ts';
import type { ScheduleState } from './schedule.evolve.ts';
import {
  durationSeconds,
  itemsOfDay,
  type ScheduleAlternative,
  type ScheduleItem,
  type ScheduleItemType,
} from './schedule-item.rules.ts';

/** A command as a planner writes it: the caller adds who and when. */
export type ScheduleCommandInput = ScheduleCommand extends infer C
  ? C extends ScheduleCommand
    ? Omit<C, 'metadata'>
    : never
  : never;

/** One item of a day as the editor wants it. */
export interface WantedItem {
  readonly id: string;
  readonly start: string;
  readonly finish: string;
  readonly name: string;
  readonly type: ScheduleItemType | null;
  readonly conferenceNumber: number | null;
  readonly alternatives: readonly ScheduleAlternative[];
  readonly servants: readonly string[];
  /** Absent: the item keeps the responsibility it has. */
  readonly responsibilityId?: string | null;
}

const PLANNING = { userId: 'planner', now: '1970-01-01T00:00:00.000Z' };

/**
 * The commands that turn a day of the schedule into the day the editor sent, one per change
 * (remove, add, move, reschedule, rename, split, merge, assign, unassign), so the log shows each.
 * Each is tried on the way (with the decider itself), so the plan holds only changes that change
 * something; a rule it breaks throws the decider's DomainError. Level scopes of existing
 * alternatives are kept (a new scope is a merge and a new split).
 */
export function planDayChanges(
  state: ScheduleState,
  sessionId: string,
  date: string,
  wanted: readonly WantedItem[],
  sessionLevels: readonly string[],
): ScheduleCommandInput[] {
  let current = state;
  const plan: ScheduleCommandInput[] = [];
  const base = { sessionId, expectedVersion: null };
  const emit = (command: ScheduleCommandInput) => {
    const events = scheduleDecider.decide({ ...command, metadata: PLANNING } as ScheduleCommand, current);
    if (events.length === 0) return;
    current = events.reduce(scheduleDecider.evolve, current);
    plan.push(command);
  };
  const day = () => itemsOfDay(current.items, date);
  const find = (id: string) => current.items.find((item) => item.id === id) as ScheduleItem;
  const wantedIds = new Set(wanted.map((w) => w.id));

  for (const item of day())
    if (!wantedIds.has(item.id)) emit({ type: 'RemoveScheduleItem', data: { ...base, itemId: item.id } });
  for (const w of wanted) {
    if (day().some((item) => item.id === w.id)) continue;
    const { id: itemId, name, type } = w;
    emit({
      type: 'AddScheduleItem',
      data: { ...base, itemId, date, name, type, durationSeconds: durationSeconds(w) },
    });
  }
  wanted.forEach((w, index) => {
    if (day()[index]?.id !== w.id)
      emit({ type: 'MoveScheduleItem', data: { ...base, itemId: w.id, toIndex: index } });
  });
  for (const w of wanted) {
    const item = find(w.id);
    if (item.start !== w.start || item.finish !== w.finish) {
      emit({
        type: 'RescheduleScheduleItem',
        data: { ...base, itemId: w.id, start: w.start, durationSeconds: durationSeconds(w) },
      });
    }
  }
  for (const w of wanted) planContent(w, find, emit, base, sessionLevels);
  return plan;
}

function planContent(
  w: WantedItem,
  find: (id: string) => ScheduleItem,
  emit: (command: ScheduleCommandInput) => void,
  base: { sessionId: string; expectedVersion: null },
  sessionLevels: readonly string[],
): void {
  const itemId = w.id;
  const content = (alternativeId: string | null, c: Pick<WantedItem, 'name' | 'type' | 'conferenceNumber'>) =>
    emit({
      type: 'ChangeScheduleItem',
      data: {
        ...base,
        itemId,
        alternativeId,
        name: c.name,
        type: c.type,
        conferenceNumber: c.conferenceNumber,
      },
    });
  const servants = (alternativeId: string | null, had: readonly string[], want: readonly string[]) => {
    for (const servantId of had)
      if (!want.includes(servantId))
        emit({
          type: 'UnassignServantFromScheduleItem',
          data: { ...base, itemId, alternativeId, servantId },
        });
    for (const servantId of want)
      if (!had.includes(servantId))
        emit({ type: 'AssignServantToScheduleItem', data: { ...base, itemId, alternativeId, servantId } });
  };
  content(null, w);
  if (w.responsibilityId !== undefined)
    emit({
      type: 'SetScheduleItemResponsibility',
      data: { ...base, itemId, responsibilityId: w.responsibilityId },
    });
  const wantedAlternatives = new Set(w.alternatives.map((a) => a.id));
  for (const a of find(itemId).alternatives) {
    if (!wantedAlternatives.has(a.id))
      emit({ type: 'MergeScheduleAlternative', data: { ...base, itemId, alternativeId: a.id } });
  }
  for (const a of w.alternatives) {
    if (!find(itemId).alternatives.some((had) => had.id === a.id)) {
      emit({
        type: 'SplitScheduleItemByLevel',
        data: { ...base, itemId, alternativeId: a.id, levels: a.levelScope, sessionLevels },
      });
    }
    content(a.id, a);
    const had = find(itemId).alternatives.find((x) => x.id === a.id)?.servants ?? [];
    servants(a.id, had, a.servants);
  }
  servants(null, find(itemId).servants, w.servants);
}
