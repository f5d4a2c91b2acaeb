import { useLayoutEffect, useRef } from 'react';

/**
 * Performance marks of the room planner, for `npm run bench:lodging`: when a person is dropped, and a
 * measure from it to the commit of the plan that shows the move; and a mark when the plan is first
 * drawn. A few timeline entries, nothing else; the browser drops old ones as it likes.
 */
export const MOVE_MARK = 'cenacle:room-drop';
export const MOVE_MEASURE = 'cenacle:room-move';
export const DRAWN_MARK = 'cenacle:room-planner-drawn';

let dropPending = false;

export function markMove(): void {
  dropPending = true;
  performance.mark(MOVE_MARK);
}

/** After each commit of the planner: marks its first drawing, and closes the measure of a pending drop. */
export function usePlannerTiming(plan: unknown): void {
  const committed = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (committed.current === plan) return;
    if (committed.current === null) performance.mark(DRAWN_MARK);
    committed.current = plan;
    if (!dropPending) return;
    dropPending = false;
    performance.measure(MOVE_MEASURE, MOVE_MARK);
  });
}
