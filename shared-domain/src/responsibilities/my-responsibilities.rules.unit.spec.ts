import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../schedule/schedule-item.rules.ts';
import { myDuties } from './my-responsibilities.rules.ts';

const item = (id: string, date: string, start: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  date,
  start,
  finish: '23:00:00',
  name: id,
  type: null,
  conferenceNumber: null,
  levelScope: [],
  alternatives: [],
  servants: [],
  ...extra,
});
const talk = { id: 'c', name: 'Cisza', number: 2, level: 'II', lang: 'pl', files: [] };
const kitchen = { id: 'k', name: 'Kuchnia', type: null, level: null };
const order = { id: 'o', name: 'Porządek', type: null, level: null };

describe('My duties', () => {
  const items = [
    item('day1-lunch', '2032-03-10', '12:00:00', { responsibilityId: 'k' }),
    // Conference 2 for level I only: level II has its own alternative with number 2.
    item('day1-talk', '2032-03-10', '09:00:00', {
      type: 'CONFERENCE',
      conferenceNumber: 2,
      levelScope: ['I'],
      alternatives: [
        { id: 'alt', levelScope: ['ii'], name: 'C', type: 'CONFERENCE', conferenceNumber: 2, servants: [] },
      ],
    }),
    item('day0-talk', '2032-03-09', '09:00:00', {
      type: 'CONFERENCE',
      conferenceNumber: 2,
      levelScope: ['I'],
    }),
    item('day2-lunch', '2032-03-11', '12:00:00', { responsibilityId: 'k' }),
  ];

  it('places a conference by number and level (alternatives too) and a duty by the items naming it, by time', () => {
    const duties = myDuties(items, [talk], [kitchen, order]);
    expect(duties.map((d) => [d.key, d.date, d.start])).toEqual([
      ['c-c-day1-talk', '2032-03-10', '09:00:00'],
      ['r-k-day1-lunch', '2032-03-10', '12:00:00'],
      ['r-k-day2-lunch', '2032-03-11', '12:00:00'],
      ['r-o-unplaced', null, null],
    ]);
  });

  it('lists a conference the schedule does not hold yet without a time', () => {
    const duties = myDuties([], [talk], []);
    expect(duties).toMatchObject([{ kind: 'CONFERENCE', number: 2, date: null, itemId: null }]);
  });
});
