import { describe, expect, it } from 'vitest';
import {
  appendItem,
  changeDuration,
  changeStart,
  moveItem,
  nextStart,
  removeItem,
  type Timed,
} from './reflow.rules.ts';

const day = [
  { id: 'conference', start: '08:00:00', finish: '09:00:00' },
  { id: 'break', start: '09:00:00', finish: '09:20:00' },
  { id: 'lunch', start: '09:20:00', finish: '10:20:00' },
];
const times = (items: readonly { start: string; finish: string }[]) =>
  items.map((i) => `${i.start}-${i.finish}`);

describe('The schedule reflow', () => {
  describe('when an item is dragged', () => {
    it('recomputes every time from the first item’s start', () => {
      const moved = moveItem(day, 'lunch', 0);
      expect(moved.map((i) => i.id)).toEqual(['lunch', 'conference', 'break']);
      expect(times(moved)).toEqual(['08:00:00-09:00:00', '09:00:00-10:00:00', '10:00:00-10:20:00']);
    });
  });

  describe('when a duration changes', () => {
    it('shifts all later items', () => {
      expect(times(changeDuration(day, 'conference', 90 * 60))).toEqual([
        '08:00:00-09:30:00',
        '09:30:00-09:50:00',
        '09:50:00-10:50:00',
      ]);
    });
  });

  describe('when a start changes', () => {
    it('shifts the item and the later ones', () => {
      expect(times(changeStart(day, 'break', '09:30:00'))).toEqual([
        '08:00:00-09:00:00',
        '09:30:00-09:50:00',
        '09:50:00-10:50:00',
      ]);
    });
    it('never starts before the previous item finishes', () => {
      expect(times(changeStart(day, 'break', '08:30:00'))[1]).toBe('09:00:00-09:20:00');
    });
  });

  describe('when an item is deleted', () => {
    it('moves the later items up', () => {
      expect(times(removeItem(day, 'conference'))).toEqual(['08:00:00-08:20:00', '08:20:00-09:20:00']);
    });
  });

  describe('when an item is added', () => {
    it('starts at 08:00:00 on an empty day', () => {
      expect(nextStart([])).toBe('08:00:00');
      expect(times(appendItem<Timed>([], { id: 'x' }, 1800))).toEqual(['08:00:00-08:30:00']);
    });
    it('starts at the last item’s finish', () => {
      expect(appendItem(day, { id: 'x' }, 1800).at(-1)).toEqual({
        id: 'x',
        start: '10:20:00',
        finish: '10:50:00',
      });
    });
    it('refuses to run past midnight', () => {
      expect(() =>
        appendItem([{ id: 'a', start: '23:00:00', finish: '23:50:00' }], { id: 'x' }, 3600),
      ).toThrow('error.schedule.dayOverflow');
    });
  });
});
