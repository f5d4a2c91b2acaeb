import { describe, expect, it } from 'vitest';
import { fold } from '../common/decider.ts';
import { planDayChanges, type WantedItem } from './day-changes.rules.ts';
import type { ScheduleCommand } from './schedule.commands.ts';
import { scheduleDecider } from './schedule.decider.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import type { ScheduleState } from './schedule.evolve.ts';
import { itemsOfDay, type ScheduleItem } from './schedule-item.rules.ts';

const sessionId = '00000000-0000-4000-8000-000000000001';
const date = '2026-07-06';
const metadata = { userId: 'u', now: '2026-07-01T10:00:00Z' };
const item = (
  id: string,
  start: string,
  finish: string,
  extra: Partial<ScheduleItem> = {},
): ScheduleItem => ({
  id,
  date,
  start,
  finish,
  name: id,
  type: null,
  conferenceNumber: null,
  levelScope: [],
  alternatives: [],
  servants: [],
  ...extra,
});
const given: ScheduleEvent[] = [
  item('a', '08:00:00', '09:00:00', { type: 'CONFERENCE', conferenceNumber: 1 }),
  item('b', '09:00:00', '09:20:00'),
  item('c', '09:20:00', '10:20:00'),
].map((i) => ({ type: 'ScheduleItemAdded', data: { sessionId, item: i } }));

function apply(state: ScheduleState, plan: readonly Omit<ScheduleCommand, 'metadata'>[]): ScheduleState {
  return plan.reduce((s, command) => {
    const events = scheduleDecider.decide({ ...command, metadata } as ScheduleCommand, s);
    return events.reduce(scheduleDecider.evolve, s);
  }, state);
}

const wanted = (i: ScheduleItem): WantedItem => i;

describe('Planning a day’s changes', () => {
  const state = fold(scheduleDecider, given);

  it('turns the editor’s day into one command per change that reaches it', () => {
    const day: WantedItem[] = [
      wanted(item('c', '08:00:00', '09:00:00', { name: 'Obiad', type: 'LUNCH' })),
      wanted(
        item('a', '09:30:00', '10:00:00', {
          type: 'CONFERENCE',
          conferenceNumber: 1,
          servants: ['s1'],
          alternatives: [
            {
              id: 'alt',
              levelScope: ['II'],
              name: 'Inna',
              type: 'CONFERENCE',
              conferenceNumber: 1,
              servants: [],
            },
          ],
        }),
      ),
      wanted(item('d', '10:00:00', '10:10:00')),
    ];
    const plan = planDayChanges(state, sessionId, date, day, ['I', 'II']);
    expect(plan.map((c) => c.type)).toEqual([
      'RemoveScheduleItem',
      'AddScheduleItem',
      'MoveScheduleItem',
      'RescheduleScheduleItem',
      'ChangeScheduleItem',
      'SplitScheduleItemByLevel',
      'ChangeScheduleItem',
      'AssignServantToScheduleItem',
    ]);
    const after = itemsOfDay(apply(state, plan).items, date);
    expect(after.map((i) => [i.id, i.start, i.finish, i.name])).toEqual([
      ['c', '08:00:00', '09:00:00', 'Obiad'],
      ['a', '09:30:00', '10:00:00', 'a'],
      ['d', '10:00:00', '10:10:00', 'd'],
    ]);
    expect(after[1]).toMatchObject({
      levelScope: ['I'],
      servants: ['s1'],
      alternatives: [{ id: 'alt', name: 'Inna' }],
    });
  });

  it('plans nothing for the day as it is', () => {
    expect(planDayChanges(state, sessionId, date, itemsOfDay(state.items, date), ['I'])).toEqual([]);
  });
});
