import { useLayoutEffect, useRef } from 'react';

/**
 * Performance marks around a move in the day editor (a drop, a resize or an arrow key), for `npm run bench:planning`: a mark when
 * an item is dropped, and a measure from it to the commit of the changed day. Two timeline
 * entries per drop, nothing else; the browser drops old ones as it likes.
 */
const DROP_MARK = 'cenacle:schedule-drop';
export const REORDER_MEASURE = 'cenacle:schedule-reorder';

let dropPending = false;

export function markDrop(): void {
  dropPending = true;
  performance.mark(DROP_MARK);
}

/** The key or drop changed nothing: no measure for it. */
export function cancelDrop(): void {
  dropPending = false;
}

/** After the day re-rendered (DOM committed, before paint): closes the measure of a pending drop. */
export function useReorderMeasure(day: unknown): void {
  const committed = useRef(day);
  // After every commit, but it measures only the first one that shows a new day after a drop.
  useLayoutEffect(() => {
    if (committed.current === day) return;
    committed.current = day;
    if (!dropPending) return;
    dropPending = false;
    performance.measure(REORDER_MEASURE, DROP_MARK);
  });
}
