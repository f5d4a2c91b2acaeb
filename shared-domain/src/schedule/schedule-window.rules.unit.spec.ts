import { describe, expect, it } from 'vitest';
import { nextChange, scheduleWindow } from './schedule-window.rules.ts';

const item = (id: string, date: string, start: string, finish: string, alternatives: string[] = []) => ({
  id,
  date,
  start,
  finish,
  alternatives,
});

/** Two days of a session, given out of order as a read model might list them. */
const items = [
  item('d2-breakfast', '2040-07-02', '08:00:00', '08:30:00'),
  item('d1-mass', '2040-07-01', '09:00:00', '10:00:00'),
  item('d1-breakfast', '2040-07-01', '08:00:00', '08:30:00'),
  item('d1-conference', '2040-07-01', '10:00:00', '11:00:00', ['II']),
  item('d1-lunch', '2040-07-01', '13:00:00', '14:00:00'),
  item('d1-groups', '2040-07-01', '14:00:00', '15:00:00'),
  item('d2-mass', '2040-07-02', '09:00:00', '10:00:00'),
];
const ids = (list: readonly { id: string }[]) => list.map((i) => i.id);
const at = (date: string, time: string) => ({ date, time });

describe('The schedule widget window', () => {
  describe('during an item', () => {
    it('shows it, the one before and up to 3 next', () => {
      const window = scheduleWindow(items, at('2040-07-01', '09:30:00'));
      expect(window.current?.id).toBe('d1-mass');
      expect(window.previous?.id).toBe('d1-breakfast');
      expect(ids(window.next)).toEqual(['d1-conference', 'd1-lunch', 'd1-groups']);
      expect(window.remaining).toBe(5);
    });
    it('gives more next items when asked, across days', () => {
      expect(ids(scheduleWindow(items, at('2040-07-01', '09:30:00'), 6).next)).toEqual([
        'd1-conference',
        'd1-lunch',
        'd1-groups',
        'd2-breakfast',
        'd2-mass',
      ]);
    });
    it('keeps a split item whole with its level alternatives', () => {
      const window = scheduleWindow(items, at('2040-07-01', '10:15:00'));
      expect(window.current).toEqual(items[3]);
      expect(window.current?.alternatives).toEqual(['II']);
    });
  });

  describe('on the boundaries', () => {
    it('makes an item current from its very start', () => {
      expect(scheduleWindow(items, at('2040-07-01', '09:00:00')).current?.id).toBe('d1-mass');
    });
    it('hands over at a finish to the item starting then', () => {
      const window = scheduleWindow(items, at('2040-07-01', '10:00:00'));
      expect(window.current?.id).toBe('d1-conference');
      expect(window.previous?.id).toBe('d1-mass');
    });
    it('has no current item at a finish followed by a gap', () => {
      const window = scheduleWindow(items, at('2040-07-01', '08:30:00'));
      expect(window.current).toBeNull();
      expect(window.previous?.id).toBe('d1-breakfast');
      expect(ids(window.next)).toEqual(['d1-mass', 'd1-conference', 'd1-lunch']);
    });
    it('counts the second before a finish as still under way', () => {
      expect(scheduleWindow(items, at('2040-07-01', '10:59:59')).current?.id).toBe('d1-conference');
    });
  });

  describe('between items and days', () => {
    it('has no current item in a gap of the day', () => {
      const window = scheduleWindow(items, at('2040-07-01', '12:00:00'));
      expect(window.current).toBeNull();
      expect(window.previous?.id).toBe('d1-conference');
      expect(window.next[0]?.id).toBe('d1-lunch');
    });
    it('spans the night: yesterday’s last before, today’s first next', () => {
      const window = scheduleWindow(items, at('2040-07-02', '06:00:00'));
      expect(window.current).toBeNull();
      expect(window.previous?.id).toBe('d1-groups');
      expect(ids(window.next)).toEqual(['d2-breakfast', 'd2-mass']);
      expect(window.remaining).toBe(2);
    });
  });

  describe('outside the session', () => {
    it('before the first item, shows only what comes', () => {
      const window = scheduleWindow(items, at('2040-06-30', '12:00:00'));
      expect(window.previous).toBeNull();
      expect(window.current).toBeNull();
      expect(ids(window.next)).toEqual(['d1-breakfast', 'd1-mass', 'd1-conference']);
    });
    it('after the last item, shows only the last one', () => {
      const window = scheduleWindow(items, at('2040-07-02', '10:00:00'));
      expect(window.current).toBeNull();
      expect(window.previous?.id).toBe('d2-mass');
      expect(window.next).toEqual([]);
      expect(window.remaining).toBe(0);
    });
    it('is empty for a session without items', () => {
      expect(scheduleWindow([], at('2040-07-01', '10:00:00'))).toEqual({
        previous: null,
        current: null,
        next: [],
        remaining: 0,
      });
    });
  });

  describe('the next change', () => {
    it('is the next start or finish after the moment', () => {
      expect(nextChange(items, at('2040-07-01', '09:30:00'))).toEqual(at('2040-07-01', '10:00:00'));
      expect(nextChange(items, at('2040-07-01', '08:10:00'))).toEqual(at('2040-07-01', '08:30:00'));
      expect(nextChange(items, at('2040-07-01', '15:00:00'))).toEqual(at('2040-07-02', '08:00:00'));
    });
    it('is none after the last finish', () => {
      expect(nextChange(items, at('2040-07-02', '10:00:00'))).toBeNull();
    });
  });
});
