import {
  itemsOfDay,
  planDayChanges,
  type ScheduleCommand,
  type ScheduleState,
  scheduleDecider,
} from '@cenacle/shared-domain/schedule/rules';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  deleteItem,
  type EditItem,
  mergeAlternative,
  moveItem,
  setDuration,
  splitItem,
} from './day-edits.ts';

const sessionId = '00000000-0000-4000-8000-000000000001';
const date = '2035-07-06';
const levels = ['I', 'II'];
const metadata = { userId: 'u', now: '2035-07-01T10:00:00Z' };

/** What the server makes of the day the editor sends. */
function serverAfter(state: ScheduleState, day: readonly EditItem[]): ScheduleState {
  return planDayChanges(state, sessionId, date, day, levels).reduce((s, command) => {
    const events = scheduleDecider.decide({ ...command, metadata } as ScheduleCommand, s);
    return events.reduce(scheduleDecider.evolve, s);
  }, state);
}

const shape = (items: readonly EditItem[]) =>
  items.map((i) => ({
    id: i.id,
    start: i.start,
    finish: i.finish,
    type: i.type,
    conferenceNumber: i.conferenceNumber,
    levelScope: i.levelScope,
    alternatives: i.alternatives.map((a) => a.levelScope),
  }));

describe('The schedule editor’s optimistic day', () => {
  it('is what the server makes of it, change after change', () => {
    let state = scheduleDecider.initialState();
    let day: EditItem[] = [];
    const conferenceName = (n: number) => `Konferencja ${n}`;
    const steps: ((d: EditItem[]) => EditItem[])[] = [
      (d) => addItem(d, [], date, 'CONFERENCE', 'c', conferenceName),
      (d) => addItem(d, [], date, 'BREAK', 'b', conferenceName),
      (d) => addItem(d, [], date, 'LUNCH', 'l', conferenceName),
      (d) => moveItem(d, 'l', 0),
      (d) => setDuration(d, 'c', 90),
      (d) => splitItem(d, 'c', 'II', levels, 'alt'),
      (d) => mergeAlternative(d, 'c', 'alt'),
      (d) => deleteItem(d, 'b'),
    ];
    for (const step of steps) {
      day = step(day);
      state = serverAfter(state, day);
      expect(shape(itemsOfDay(state.items, date))).toEqual(shape(day));
    }
    expect(day.map((i) => `${i.start}-${i.finish}`)).toEqual(['08:00:00-09:00:00', '09:00:00-10:30:00']);
  });
});
