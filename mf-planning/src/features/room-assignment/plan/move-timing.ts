import { useLayoutEffect, useRef } from 'react';

/**
 * Performance marks of the room planner, for `npm run bench:lodging` (which reads the measure by
 * this name): when a person is dropped, and a measure from it to the commit of the plan that shows
 * the move. A few timeline entries, nothing else; the browser drops old ones as it likes.
 */
const MOVE_MARK = 'cenacle:room-drop';
const MOVE_MEASURE = 'cenacle:room-move';

let dropPending = false;

export function markMove(): void {
  dropPending = true;
  performance.mark(MOVE_MARK);
}

/** After each commit of the planner: closes the measure of a pending drop. */
export function usePlannerTiming(plan: unknown): void {
  const committed = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (committed.current === plan) return;
    committed.current = plan;
    if (!dropPending) return;
    dropPending = false;
    performance.measure(MOVE_MEASURE, MOVE_MARK);
  });
}
