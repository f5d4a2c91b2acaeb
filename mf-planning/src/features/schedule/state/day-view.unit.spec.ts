import type { ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import { describe, expect, it } from 'vitest';

const { toViewDay } = await import('./day-view.ts');
const { toEditItem, toggleServant } = await import('./day-edits.ts');
const { nudge } = await import('./time-grid.ts');

const date = '2035-07-06';
const view = (id: string, start: string, finish: string, servants: { id: string; name: string }[] = []) =>
  ({
    id,
    date,
    start,
    finish,
    name: id,
    type: null,
    conferenceNumber: null,
    levelScope: [],
    alternatives: [],
    servants,
    responsibilityId: null,
  }) satisfies ScheduleItemView;

describe('The optimistic day written into the cached schedule', () => {
  const views = [
    view('a', '08:00:00', '09:00:00', [{ id: 's1', name: 'Anna' }]),
    view('b', '09:00:00', '09:20:00'),
    view('c', '10:00:00', '10:30:00'),
  ];
  const edits = views.map(toEditItem);

  it('keeps the objects of the items a move did not touch and gives the moved ones their new times', () => {
    const next = toViewDay(nudge(edits, 'b', -1), edits, views, date, new Map());
    expect(next.map((i) => `${i.id} ${i.start}-${i.finish}`)).toEqual([
      'b 08:00:00-08:20:00',
      'a 08:20:00-09:20:00',
      'c 10:00:00-10:30:00',
    ]);
    expect(next[2]).toBe(views[2]);
    // Only the times moved: the servants (with their names) are the cached ones.
    expect(next[1]?.servants).toBe(views[0]?.servants);
  });

  it('names a servant just assigned from the branch’s servants and keeps the names it knew', () => {
    const next = toViewDay(
      toggleServant(edits, 'a', null, 's2', true),
      edits,
      views,
      date,
      new Map([['s2', 'Bartek']]),
    );
    expect(next[0]?.servants).toEqual([
      { id: 's1', name: 'Anna' },
      { id: 's2', name: 'Bartek' },
    ]);
    expect(next[1]).toBe(views[1]);
  });
});
