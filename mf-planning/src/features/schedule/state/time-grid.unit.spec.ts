import { describe, expect, it } from 'vitest';

const grid = await import('./time-grid.ts');
const {
  gridRange,
  heightOf,
  hourLines,
  nudge,
  parseTyped,
  placeAt,
  resizeBy,
  resizeTo,
  snap,
  snappedMinutes,
  topOf,
} = grid;

const item = (id: string, start: string, finish: string) => ({ id, start, finish });
/** A packed morning: a 08:00–09:00, b 09:00–09:20, c 09:20–10:20, then a gap, d 11:00–11:30. */
const day = [
  item('a', '08:00:00', '09:00:00'),
  item('b', '09:00:00', '09:20:00'),
  item('c', '09:20:00', '10:20:00'),
  item('d', '11:00:00', '11:30:00'),
];
const shape = (items: readonly { id: string; start: string; finish: string }[]) =>
  items.map((i) => `${i.id} ${i.start.slice(0, 5)}-${i.finish.slice(0, 5)}`);

describe('The day editor’s time grid', () => {
  describe('places blocks by time', () => {
    it('puts a block as far down as its start and as tall as its duration', () => {
      const range = gridRange(day);
      expect(range).toEqual({ from: 480, to: 1080 });
      expect(topOf('09:20:00', range)).toBeCloseTo(80 * grid.PX_PER_MINUTE);
      expect(heightOf(day[2] as (typeof day)[number])).toBeCloseTo(60 * grid.PX_PER_MINUTE);
      expect(hourLines({ from: 420, to: 600 })).toEqual([420, 480, 540, 600]);
    });

    it('opens the range on the hour before an early start and after a late finish', () => {
      expect(gridRange([item('x', '06:40:00', '21:10:00')])).toEqual({ from: 360, to: 1380 });
      expect(gridRange([item('x', '22:00:00', '23:59:59')]).to).toBe(1440);
      expect(gridRange([])).toEqual({ from: 480, to: 1080 });
    });

    it('snaps minutes and drag offsets to the schedule’s step', () => {
      expect(grid.GRID_STEP).toBe(10);
      expect(snap(544)).toBe(540);
      expect(snap(545)).toBe(550);
      expect(snap(52, 15)).toBe(45);
      expect(snappedMinutes(7 * grid.PX_PER_MINUTE)).toBe(10);
      expect(snappedMinutes(-14 * grid.PX_PER_MINUTE)).toBe(-10);
      expect(snappedMinutes(4 * grid.PX_PER_MINUTE)).toBe(0);
    });

    it('reads typed times and refuses what is not one', () => {
      expect(parseTyped('09:35')).toBe(575);
      expect(parseTyped(' 23:50:00 ')).toBe(1430);
      expect(parseTyped('24:00')).toBeNull();
      expect(parseTyped('9.35')).toBeNull();
    });
  });

  describe('when a block is dropped at a time', () => {
    it('moves into free time and leaves the others where they are', () => {
      expect(shape(placeAt(day, 'b', 10 * 60 + 30))).toEqual([
        'a 08:00-09:00',
        'c 09:20-10:20',
        'b 10:30-10:50',
        'd 11:00-11:30',
      ]);
    });

    it('pushes the blocks it would overlap later, just enough', () => {
      expect(shape(placeAt(day, 'd', 7 * 60 + 30))).toEqual([
        'd 07:30-08:00',
        'a 08:00-09:00',
        'b 09:00-09:20',
        'c 09:20-10:20',
      ]);
      expect(shape(placeAt(day, 'd', 7 * 60 + 50))).toEqual([
        'd 07:50-08:20',
        'a 08:20-09:20',
        'b 09:20-09:40',
        'c 09:40-10:40',
      ]);
    });

    it('starts no earlier than the finish of the block it lands in', () => {
      expect(shape(placeAt(day, 'd', 8 * 60 + 30))).toEqual([
        'a 08:00-09:00',
        'd 09:00-09:30',
        'b 09:30-09:50',
        'c 09:50-10:50',
      ]);
    });

    it('refuses to run past midnight', () => {
      expect(() => placeAt(day, 'c', 23 * 60 + 30)).toThrow(grid.GridRefusal);
    });
  });

  describe('when a block is resized', () => {
    it('pushes later blocks only when it reaches them', () => {
      expect(shape(resizeTo(day, 'c', 90))).toEqual([
        'a 08:00-09:00',
        'b 09:00-09:20',
        'c 09:20-10:50',
        'd 11:00-11:30',
      ]);
      expect(shape(resizeBy(day, 'c', 60))).toEqual([
        'a 08:00-09:00',
        'b 09:00-09:20',
        'c 09:20-11:20',
        'd 11:20-11:50',
      ]);
    });

    it('keeps at least one step and leaves the gap a shorter block opens', () => {
      expect(shape(resizeBy(day, 'b', -30))).toEqual([
        'a 08:00-09:00',
        'b 09:00-09:10',
        'c 09:20-10:20',
        'd 11:00-11:30',
      ]);
    });
  });

  describe('when an arrow key moves a block', () => {
    it('moves it one step into free time', () => {
      expect(shape(nudge(day, 'c', 1)).slice(2)).toEqual(['c 09:30-10:30', 'd 11:00-11:30']);
      expect(shape(nudge(day, 'd', -1)).at(-1)).toBe('d 10:50-11:20');
    });

    it('changes places with the neighbour it touches, keeping the pair’s span', () => {
      expect(shape(nudge(day, 'b', -1))).toEqual([
        'b 08:00-08:20',
        'a 08:20-09:20',
        'c 09:20-10:20',
        'd 11:00-11:30',
      ]);
      expect(shape(nudge(day, 'b', 1))).toEqual([
        'a 08:00-09:00',
        'c 09:00-10:00',
        'b 10:00-10:20',
        'd 11:00-11:30',
      ]);
    });

    it('closes a gap smaller than a step and stops at midnight', () => {
      const late = [item('x', '23:00:00', '23:55:00')];
      expect(shape(nudge(late, 'x', 1))).toEqual(['x 23:05-23:59']);
      expect(shape(nudge(nudge(late, 'x', 1), 'x', 1))).toEqual(['x 23:05-23:59']);
      expect(shape(nudge([item('y', '00:00:00', '00:30:00')], 'y', -1))).toEqual(['y 00:00-00:30']);
    });
  });
});
