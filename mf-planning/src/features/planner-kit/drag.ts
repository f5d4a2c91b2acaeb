/** What a dragged chip of a planner carries: its name (spoken) and the drop place it comes from (null: the pool). */
export interface Dragged {
  readonly name: string;
  readonly from: string | null;
}

/** A planner's pool is a drop place too: dropped there, an item is taken off the plan. */
export const POOL = 'pool';
