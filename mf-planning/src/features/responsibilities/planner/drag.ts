/** What a dragged servant carries: who he is and the drop place he comes from (null: the pool). */
export interface DraggedServant {
  readonly userId: string;
  readonly name: string;
  readonly from: string | null;
}

/** The pool of a planner's servants is a drop place too: dropped there, a servant is taken off. */
export const POOL = 'pool';

export const dragId = (servant: DraggedServant): string => `${servant.from ?? POOL}|${servant.userId}`;
