import { assertNever } from '../common/decider.ts';
import { applyMerge, applySplit } from './level-scope.rules.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import { type ItemTimes, itemsOfDay, type ScheduleItem, withDay, withTimes } from './schedule-item.rules.ts';

/** A session's schedule: every item, days in calendar order, each day in its own order. */
export interface ScheduleState {
  /** How many events the stream holds: what a caller names as `expectedVersion`. */
  readonly version: number;
  readonly items: readonly ScheduleItem[];
}

export const initialScheduleState = (): ScheduleState => ({ version: 0, items: [] });

const mapItem = (items: readonly ScheduleItem[], id: string, change: (item: ScheduleItem) => ScheduleItem) =>
  items.map((item) => (item.id === id ? change(item) : item));

function retimed(items: readonly ScheduleItem[], date: string, times: readonly ItemTimes[], dropId?: string) {
  const day = itemsOfDay(items, date).filter((item) => item.id !== dropId);
  return withDay(items, date, withTimes(day, times));
}

function servants(list: readonly string[], servantId: string, assign: boolean): string[] {
  const rest = list.filter((id) => id !== servantId);
  return assign ? [...rest, servantId] : rest;
}

function onServants(
  item: ScheduleItem,
  alternativeId: string | null,
  servantId: string,
  assign: boolean,
): ScheduleItem {
  if (alternativeId === null) return { ...item, servants: servants(item.servants, servantId, assign) };
  return {
    ...item,
    alternatives: item.alternatives.map((a) =>
      a.id === alternativeId ? { ...a, servants: servants(a.servants, servantId, assign) } : a,
    ),
  };
}

function applied(items: readonly ScheduleItem[], event: ScheduleEvent): readonly ScheduleItem[] {
  switch (event.type) {
    case 'ScheduleItemAdded': {
      const { item } = event.data;
      return withDay(items, item.date, [...itemsOfDay(items, item.date), item]);
    }
    case 'ScheduleItemMoved': {
      const { date, itemId, toIndex } = event.data;
      const day = itemsOfDay(items, date);
      const moved = day.find((item) => item.id === itemId);
      if (!moved) return items;
      const rest = day.filter((item) => item.id !== itemId);
      rest.splice(toIndex, 0, moved);
      return withDay(items, date, withTimes(rest, event.data.times));
    }
    case 'ScheduleItemChanged': {
      const { itemId, alternativeId, name, type, conferenceNumber } = event.data;
      const content = { name, type, conferenceNumber };
      return mapItem(items, itemId, (item) =>
        alternativeId === null
          ? { ...item, ...content }
          : {
              ...item,
              alternatives: item.alternatives.map((a) => (a.id === alternativeId ? { ...a, ...content } : a)),
            },
      );
    }
    case 'ScheduleItemResponsibilitySet': {
      const { itemId, responsibilityId } = event.data;
      return mapItem(items, itemId, (item) => ({ ...item, responsibilityId }));
    }
    case 'ScheduleItemRescheduled':
      return retimed(items, event.data.date, event.data.times);
    case 'ScheduleItemRemoved':
      return retimed(items, event.data.date, event.data.times, event.data.itemId);
    case 'ScheduleItemSplitByLevel': {
      const { itemId, alternative, levelScope } = event.data;
      return mapItem(items, itemId, (item) => applySplit(item, alternative, levelScope));
    }
    case 'ScheduleAlternativeMerged': {
      const { itemId, alternativeId, levelScope } = event.data;
      return mapItem(items, itemId, (item) => applyMerge(item, alternativeId, levelScope));
    }
    case 'ServantAssignedToScheduleItem':
    case 'ServantUnassignedFromScheduleItem': {
      const { itemId, alternativeId, servantId } = event.data;
      const assign = event.type === 'ServantAssignedToScheduleItem';
      return mapItem(items, itemId, (item) => onServants(item, alternativeId, servantId, assign));
    }
    case 'ScheduleDayCopied':
      return withDay(items, event.data.toDate, event.data.items);
    case 'SessionScheduleCopied':
      return [...event.data.items];
    default:
      return assertNever(event);
  }
}

/** The schedule after one more event. */
export function evolveSchedule(state: ScheduleState, event: ScheduleEvent): ScheduleState {
  return { version: state.version + 1, items: applied(state.items, event) };
}
