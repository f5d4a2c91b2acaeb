import { describe, expect, it } from 'vitest';
import { nextConferenceNumber } from './conference-number.rules.ts';
import type { ScheduleItem } from './schedule-item.rules.ts';
import { servantConflicts } from './servant-conflicts.rules.ts';

const item = (
  id: string,
  date: string,
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

describe('Conference numbers', () => {
  const items = [
    item('a', '2026-07-06', '08:00:00', '09:00:00', { type: 'CONFERENCE', conferenceNumber: 4 }),
    item('b', '2026-07-07', '08:00:00', '09:00:00'),
    item('c', '2026-07-07', '09:00:00', '10:00:00', { type: 'CONFERENCE', conferenceNumber: 5 }),
  ];
  it('take the latest earlier conference number + 1', () => {
    expect(nextConferenceNumber(items, '2026-07-07', 1)).toBe(5);
    expect(nextConferenceNumber(items, '2026-07-07', 3)).toBe(6);
    expect(nextConferenceNumber([], '2026-07-07', 0)).toBe(1);
  });
});

describe('Servant conflicts', () => {
  it('flag a servant on two overlapping items and on an item while needed elsewhere', () => {
    const items = [
      item('a', '2026-07-06', '08:00:00', '09:00:00', { servants: ['s'] }),
      item('b', '2026-07-06', '08:30:00', '09:30:00', { servants: ['s'] }),
      item('c', '2026-07-06', '10:00:00', '11:00:00', { servants: ['t'] }),
    ];
    const elsewhere = [
      { servantId: 't', date: '2026-07-06', start: '10:30:00', finish: '10:40:00', ref: 'r' },
    ];
    expect(servantConflicts(items, elsewhere)).toEqual([
      { servantId: 's', ref: 'a', with: 'b' },
      { servantId: 's', ref: 'b', with: 'a' },
      { servantId: 't', ref: 'c', with: 'r' },
    ]);
  });
});
