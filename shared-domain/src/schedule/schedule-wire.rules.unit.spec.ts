import { describe, expect, it } from 'vitest';
import {
  dayItemToWire,
  type ScheduleItemView,
  scheduleItemFromWire,
  scheduleItemToWire,
} from './schedule-wire.rules.ts';

const anna = { id: 'u-1', name: 'Anna Nowak' };
const piotr = { id: 'u-2', name: 'Piotr Kowalski' };
const item: ScheduleItemView = {
  id: 'i-1',
  date: '2031-07-06',
  start: '09:00:00',
  finish: '10:00:00',
  name: 'Konferencja 1',
  type: 'CONFERENCE',
  conferenceNumber: 1,
  levelScope: ['I'],
  servants: [anna],
  alternatives: [
    {
      id: 'a-1',
      levelScope: ['II', 'III'],
      name: 'Konferencja dla II i III',
      type: 'CONFERENCE',
      conferenceNumber: 1,
      servants: [piotr],
    },
  ],
  responsibilityId: 'r-1',
};

describe('A schedule item on the wire (spec §3)', () => {
  it('carries {value} ids, its session, its responsibility and who serves each level group', () => {
    const wire = scheduleItemToWire(item, 's-1');
    expect(wire).toMatchObject({
      id: { value: 'i-1' },
      session: { value: 's-1' },
      responsibility: { id: { value: 'r-1' } },
      servants: [{ id: { value: 'u-1' }, name: 'Anna Nowak' }],
      alternatives: [{ id: { value: 'a-1' }, servants: [{ id: { value: 'u-2' } }] }],
    });
    expect(wire.levelServants).toEqual([
      { level: 'II', servant: { id: { value: 'u-2' }, name: 'Piotr Kowalski' } },
      { level: 'III', servant: { id: { value: 'u-2' }, name: 'Piotr Kowalski' } },
    ]);
    expect(wire).not.toHaveProperty('responsibilityId');
  });

  it('comes back to the editor as it left, and an item of no responsibility says null', () => {
    expect(scheduleItemFromWire(scheduleItemToWire(item, 's-1'))).toEqual(item);
    const free = scheduleItemToWire({ ...item, responsibilityId: null }, 's-1');
    expect(free.responsibility).toBeNull();
    expect(scheduleItemFromWire(free).responsibilityId).toBeNull();
  });

  it("is saved as the spec's client sends it: servants as objects, responsibility only when named", () => {
    const day = { id: 'i-1', servants: ['u-1'], alternatives: [{ id: 'a-1', servants: ['u-2'] }] };
    expect(dayItemToWire(day)).toEqual({
      id: { value: 'i-1' },
      servants: [{ id: { value: 'u-1' } }],
      alternatives: [{ id: { value: 'a-1' }, servants: [{ id: { value: 'u-2' } }] }],
    });
    expect(dayItemToWire({ ...day, responsibilityId: null })).toMatchObject({ responsibility: null });
    expect(dayItemToWire({ ...day, responsibilityId: 'r-1' })).toMatchObject({
      responsibility: { id: { value: 'r-1' } },
    });
  });
});
