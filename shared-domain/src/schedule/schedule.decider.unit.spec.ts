import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { ScheduleCommand } from './schedule.commands.ts';
import { scheduleDecider } from './schedule.decider.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import { MAX_SERVANTS_PER_ITEM, type ScheduleItem } from './schedule-item.rules.ts';

const spec = deciderSpec(scheduleDecider);
const sessionId = '00000000-0000-4000-8000-000000000001';
const date = '2026-07-06';
const metadata = { userId: 'u', now: '2026-07-01T10:00:00Z' };
const base = { sessionId, expectedVersion: null };

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
const added = (i: ScheduleItem): ScheduleEvent => ({
  type: 'ScheduleItemAdded',
  data: { sessionId, item: i },
});
const conference = item('c1', '08:00:00', '09:00:00', { type: 'CONFERENCE', conferenceNumber: 1 });
const brk = item('b1', '09:00:00', '09:20:00', { type: 'BREAK' });
const lunch = item('l1', '09:20:00', '10:20:00', { type: 'LUNCH' });
const day = [added(conference), added(brk), added(lunch)];
const cmd = (command: Omit<ScheduleCommand, 'metadata'>) => ({ ...command, metadata }) as ScheduleCommand;

describe('Schedule', () => {
  describe('when an item is added', () => {
    it('starts it at 08:00:00 on an empty day with its template duration', () => {
      spec
        .given([])
        .when(
          cmd({
            type: 'AddScheduleItem',
            data: { ...base, itemId: 'x', date, name: 'Obiad', type: 'LUNCH', durationSeconds: null },
          }),
        )
        .then([added(item('x', '08:00:00', '09:00:00', { name: 'Obiad', type: 'LUNCH' }))]);
    });
    it('numbers a conference after the latest earlier one', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'AddScheduleItem',
            data: { ...base, itemId: 'c2', date, name: 'K2', type: 'CONFERENCE', durationSeconds: 2700 },
          }),
        )
        .then([
          added(item('c2', '10:20:00', '11:05:00', { name: 'K2', type: 'CONFERENCE', conferenceNumber: 2 })),
        ]);
    });
    it('refuses a stale version', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'AddScheduleItem',
            data: {
              ...base,
              expectedVersion: 1,
              itemId: 'x',
              date,
              name: '',
              type: null,
              durationSeconds: null,
            },
          }),
        )
        .thenThrows('SCHEDULE_CHANGED');
    });
  });

  describe('when an item is dragged first', () => {
    it('records the recomputed times of the day', () => {
      spec
        .given(day)
        .when(cmd({ type: 'MoveScheduleItem', data: { ...base, itemId: 'l1', toIndex: 0 } }))
        .then([
          {
            type: 'ScheduleItemMoved',
            data: {
              sessionId,
              date,
              itemId: 'l1',
              toIndex: 0,
              times: [
                { id: 'l1', start: '08:00:00', finish: '09:00:00' },
                { id: 'c1', start: '09:00:00', finish: '10:00:00' },
                { id: 'b1', start: '10:00:00', finish: '10:20:00' },
              ],
            },
          },
        ]);
    });
    it('changes nothing when it stays in place', () => {
      spec
        .given(day)
        .when(cmd({ type: 'MoveScheduleItem', data: { ...base, itemId: 'c1', toIndex: 0 } }))
        .thenNothingHappened();
    });
  });

  describe('when a duration changes', () => {
    it('shifts the later items', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'RescheduleScheduleItem',
            data: { ...base, itemId: 'c1', start: null, durationSeconds: 5400 },
          }),
        )
        .then([
          {
            type: 'ScheduleItemRescheduled',
            data: {
              sessionId,
              date,
              itemId: 'c1',
              times: [
                { id: 'c1', start: '08:00:00', finish: '09:30:00' },
                { id: 'b1', start: '09:30:00', finish: '09:50:00' },
                { id: 'l1', start: '09:50:00', finish: '10:50:00' },
              ],
            },
          },
        ]);
    });
  });

  describe('when an item is split by level', () => {
    const levels = ['I', 'II', 'III'];
    const split: ScheduleEvent = {
      type: 'ScheduleItemSplitByLevel',
      data: {
        sessionId,
        date,
        itemId: 'c1',
        levelScope: ['I', 'II'],
        alternative: {
          id: 'a1',
          levelScope: ['III'],
          name: 'c1',
          type: 'CONFERENCE',
          conferenceNumber: 1,
          servants: [],
        },
      },
    };
    it('gives those levels an alternative', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'SplitScheduleItemByLevel',
            data: { ...base, itemId: 'c1', alternativeId: 'a1', levels: ['III'], sessionLevels: levels },
          }),
        )
        .then([split]);
    });
    it('refuses to leave the item with no level', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'SplitScheduleItemByLevel',
            data: { ...base, itemId: 'c1', alternativeId: 'a1', levels, sessionLevels: levels },
          }),
        )
        .thenThrows('SPLIT_LEAVES_NOTHING');
    });
    it('merges back to every level when the last alternative is emptied', () => {
      spec
        .given([...day, split])
        .when(cmd({ type: 'MergeScheduleAlternative', data: { ...base, itemId: 'c1', alternativeId: 'a1' } }))
        .then([
          {
            type: 'ScheduleAlternativeMerged',
            data: { sessionId, date, itemId: 'c1', alternativeId: 'a1', levelScope: [] },
          },
        ]);
    });
  });

  describe('when a servant is assigned', () => {
    const servantId = '00000000-0000-4000-8000-0000000000aa';
    const assigned: ScheduleEvent = {
      type: 'ServantAssignedToScheduleItem',
      data: { sessionId, date, itemId: 'c1', alternativeId: null, servantId },
    };
    it('records it once', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'AssignServantToScheduleItem',
            data: { ...base, itemId: 'c1', alternativeId: null, servantId },
          }),
        )
        .then([assigned]);
      spec
        .given([...day, assigned])
        .when(
          cmd({
            type: 'AssignServantToScheduleItem',
            data: { ...base, itemId: 'c1', alternativeId: null, servantId },
          }),
        )
        .thenNothingHappened();
    });
    it('refuses one more than an item may hold', () => {
      const full = item('f1', '08:00:00', '09:00:00', {
        servants: Array.from({ length: MAX_SERVANTS_PER_ITEM }, (_, i) => `servant-${i}`),
      });
      spec
        .given([added(full)])
        .when(
          cmd({
            type: 'AssignServantToScheduleItem',
            data: { ...base, itemId: 'f1', alternativeId: null, servantId },
          }),
        )
        .thenThrows('TOO_MANY_SERVANTS');
    });
  });

  describe('when a day is copied', () => {
    it('is for summer sessions only', () => {
      spec
        .given(day)
        .when(
          cmd({
            type: 'CopyScheduleDay',
            data: { ...base, season: 'WINTER', fromDate: date, toDate: '2026-07-07', items: [] },
          }),
        )
        .thenThrows('COPY_DAY_SUMMER_ONLY');
    });
  });

  describe('when an item is deleted', () => {
    it('re-flows the later items', () => {
      spec
        .given(day)
        .when(cmd({ type: 'RemoveScheduleItem', data: { ...base, itemId: 'b1' } }))
        .then([
          {
            type: 'ScheduleItemRemoved',
            data: {
              sessionId,
              date,
              itemId: 'b1',
              times: [
                { id: 'c1', start: '08:00:00', finish: '09:00:00' },
                { id: 'l1', start: '09:00:00', finish: '10:00:00' },
              ],
            },
          },
        ]);
    });
    it('refuses an unknown item', () => {
      spec
        .given(day)
        .when(cmd({ type: 'RemoveScheduleItem', data: { ...base, itemId: 'nope' } }))
        .thenThrows('NOT_FOUND');
    });
  });
});
