import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDuration, changeStart, moveItem, removeItem, type Timed } from './reflow.rules.ts';
import { fromSeconds, toSeconds } from './schedule-item.rules.ts';

const STEP = 600;

/** A day on the 10-minute grid: a start, then items with durations and gaps (in steps); it and every change below end before midnight. */
const gridDay = fc
  .record({
    start: fc.integer({ min: 36, max: 60 }),
    items: fc.array(
      fc.record({ steps: fc.integer({ min: 1, max: 6 }), gap: fc.integer({ min: 0, max: 2 }) }),
      {
        minLength: 1,
        maxLength: 8,
      },
    ),
  })
  .map(({ start, items }) => {
    let at = start * STEP;
    return items.map(({ steps, gap }, i): Timed => {
      at += gap * STEP;
      const item = { id: `item-${i}`, start: fromSeconds(at), finish: fromSeconds(at + steps * STEP) };
      at += steps * STEP;
      return item;
    });
  });

const durations = (day: readonly Timed[]) =>
  Object.fromEntries(day.map((i) => [i.id, toSeconds(i.finish) - toSeconds(i.start)]));
const total = (day: readonly Timed[]) => Object.values(durations(day)).reduce((a, b) => a + b, 0);

function assertWellFormed(day: readonly Timed[]) {
  day.forEach((item, i) => {
    expect(toSeconds(item.finish)).toBeGreaterThan(toSeconds(item.start));
    expect(toSeconds(item.start) % STEP).toBe(0);
    expect(toSeconds(item.finish) % STEP).toBe(0);
    const previous = day[i - 1];
    if (previous) expect(toSeconds(item.start)).toBeGreaterThanOrEqual(toSeconds(previous.finish));
  });
}

/** Every reflow operation, chosen by the generator. */
const operation = (day: readonly Timed[]) =>
  fc.oneof(
    fc.tuple(fc.nat(day.length - 1), fc.nat(day.length)).map(
      ([i, to]) =>
        (d: readonly Timed[]) =>
          moveItem(d, `item-${i}`, to),
    ),
    fc.tuple(fc.nat(day.length - 1), fc.integer({ min: 1, max: 12 })).map(
      ([i, steps]) =>
        (d: readonly Timed[]) =>
          changeDuration(d, `item-${i}`, steps * STEP),
    ),
    fc.tuple(fc.nat(day.length - 1), fc.integer({ min: 36, max: 66 })).map(
      ([i, at]) =>
        (d: readonly Timed[]) =>
          changeStart(d, `item-${i}`, fromSeconds(at * STEP)),
    ),
    fc.nat(day.length - 1).map((i) => (d: readonly Timed[]) => removeItem(d, `item-${i}`)),
  );

describe('The schedule reflow, for any day on the grid', () => {
  it('never makes items overlap and keeps them on the 10-minute grid', () => {
    fc.assert(
      fc.property(
        gridDay.chain((day) => fc.tuple(fc.constant(day), operation(day))),
        ([day, op]) => {
          assertWellFormed(op(day));
        },
      ),
    );
  });

  it('keeps every duration when reordering, and the total of the day', () => {
    fc.assert(
      fc.property(gridDay, fc.nat(), fc.nat(), (day, from, to) => {
        const moved = moveItem(day, `item-${from % day.length}`, to % (day.length + 1));
        expect(durations(moved)).toEqual(durations(day));
        expect(total(moved)).toBe(total(day));
        expect(moved[0]?.start).toBe(day[0]?.start);
      }),
    );
  });

  it('keeps the other durations when shifting or deleting', () => {
    fc.assert(
      fc.property(gridDay, fc.nat(), fc.integer({ min: 36, max: 66 }), (day, pick, at) => {
        const id = `item-${pick % day.length}`;
        expect(durations(changeStart(day, id, fromSeconds(at * STEP)))).toEqual(durations(day));
        const { [id]: _removed, ...rest } = durations(day);
        expect(durations(removeItem(day, id))).toEqual(rest);
      }),
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(
        gridDay.chain((day) => fc.tuple(fc.constant(day), operation(day))),
        ([day, op]) => {
          expect(op(day)).toEqual(op(structuredClone(day)));
        },
      ),
    );
  });
});
