import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from './schedule-item.rules.ts';
import { responsibilityBookings, servantConflicts } from './servant-conflicts.rules.ts';

const item = (
  id: string,
  start: string,
  finish: string,
  extra: Partial<ScheduleItem> = {},
): ScheduleItem => ({
  id,
  date: '2032-03-10',
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

describe('Servant conflicts with responsibilities', () => {
  const groups = item('groups', '09:00:00', '10:00:00', {
    responsibilityId: 'keepers',
    levelScope: ['I'],
    alternatives: [
      {
        id: 'groups-II',
        levelScope: ['II'],
        name: 'Grupy II',
        type: 'GROUPS',
        conferenceNumber: null,
        servants: ['anna'],
      },
    ],
  });
  const lunch = item('lunch', '10:00:00', '11:00:00', { responsibilityId: 'kitchen', servants: ['jan'] });
  const items = [groups, lunch];
  const duties = [
    { responsibilityId: 'keepers', servantIds: ['anna', 'piotr'] },
    { responsibilityId: 'kitchen', servantIds: ['jan'] },
  ];

  it('books each servant of a responsibility at every item naming it', () => {
    expect(responsibilityBookings(items, duties)).toEqual([
      { servantId: 'anna', date: '2032-03-10', start: '09:00:00', finish: '10:00:00', ref: 'groups' },
      { servantId: 'piotr', date: '2032-03-10', start: '09:00:00', finish: '10:00:00', ref: 'groups' },
      { servantId: 'jan', date: '2032-03-10', start: '10:00:00', finish: '11:00:00', ref: 'lunch' },
    ]);
  });

  it('flags a servant on an item while his responsibility needs him at the same time', () => {
    expect(servantConflicts(items, responsibilityBookings(items, duties))).toEqual([
      { servantId: 'anna', ref: 'groups-II', with: 'groups' },
    ]);
  });

  it('does not flag a servant on the very item his responsibility names, nor back-to-back items', () => {
    const conflicts = servantConflicts(items, responsibilityBookings(items, duties));
    expect(conflicts.some((c) => c.servantId === 'jan')).toBe(false);
    const later = [item('mass', '11:00:00', '12:00:00', { servants: ['jan'] }), lunch];
    expect(servantConflicts(later, responsibilityBookings(later, duties))).toEqual([]);
  });

  it('ignores responsibilities nobody carries and items naming none', () => {
    expect(responsibilityBookings(items, [])).toEqual([]);
    expect(responsibilityBookings([item('x', '08:00:00', '09:00:00')], duties)).toEqual([]);
  });
});
