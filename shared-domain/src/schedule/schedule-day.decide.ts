import { DomainError } from '../common/errors.ts';
import { appendItem, changeDuration, changeStart, moveItem, removeItem } from './reflow.rules.ts';
import type {
  AddScheduleItem,
  MoveScheduleItem,
  RemoveScheduleItem,
  RescheduleScheduleItem,
} from './schedule.commands.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import type { ScheduleState } from './schedule.evolve.ts';
import { conferenceDefaults } from './schedule-content.decide.ts';
import {
  itemsOfDay,
  MAX_ITEMS_PER_DAY,
  MAX_ITEMS_PER_SCHEDULE,
  type ScheduleItem,
  templateMinutes,
  timesOf,
} from './schedule-item.rules.ts';

function checkDuration(seconds: number | null): void {
  if (seconds !== null && seconds <= 0)
    throw new DomainError('ITEMS_OVERLAP', 'error.schedule.itemsOverlap', {}, 'finish');
}

/** The item a command names, or NOT_FOUND. */
export function itemOf(state: ScheduleState, itemId: string): ScheduleItem {
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'error.schedule.itemNotFound', { id: itemId });
  return item;
}

export function decideAdd(command: AddScheduleItem, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, date, name, type } = command.data;
  if (state.items.some((item) => item.id === itemId)) {
    throw new DomainError('ALREADY_EXISTS', 'error.schedule.itemExists', { id: itemId });
  }
  const day = itemsOfDay(state.items, date);
  if (day.length >= MAX_ITEMS_PER_DAY || state.items.length >= MAX_ITEMS_PER_SCHEDULE) {
    throw new DomainError('DAY_FULL', 'error.schedule.dayFull');
  }
  const content = { type, ...conferenceDefaults(state, date, day.length, type, null, name) };
  const fresh = { id: itemId, date, levelScope: [], alternatives: [], servants: [], ...content };
  const seconds = command.data.durationSeconds ?? templateMinutes(type) * 60;
  checkDuration(seconds);
  const item = appendItem(day, fresh, seconds).at(-1) as ScheduleItem;
  return [{ type: 'ScheduleItemAdded', data: { sessionId, item } }];
}

export function decideMove(command: MoveScheduleItem, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, toIndex } = command.data;
  const { date } = itemOf(state, itemId);
  const day = itemsOfDay(state.items, date);
  const index = Math.min(toIndex, day.length - 1);
  if (day[index]?.id === itemId) return [];
  const times = timesOf(moveItem(day, itemId, index));
  return [{ type: 'ScheduleItemMoved', data: { sessionId, date, itemId, toIndex: index, times } }];
}

export function decideReschedule(command: RescheduleScheduleItem, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, start } = command.data;
  const seconds = command.data.durationSeconds;
  checkDuration(seconds);
  const { date } = itemOf(state, itemId);
  const day = itemsOfDay(state.items, date);
  let next = day;
  if (seconds !== null) next = changeDuration(next, itemId, seconds);
  if (start !== null) next = changeStart(next, itemId, start);
  const times = timesOf(next);
  if (JSON.stringify(times) === JSON.stringify(timesOf(day))) return [];
  return [{ type: 'ScheduleItemRescheduled', data: { sessionId, date, itemId, times } }];
}

export function decideRemove(command: RemoveScheduleItem, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId } = command.data;
  const { date } = itemOf(state, itemId);
  const times = timesOf(removeItem(itemsOfDay(state.items, date), itemId));
  return [{ type: 'ScheduleItemRemoved', data: { sessionId, date, itemId, times } }];
}
