import { type Dragged, POOL } from '../../planner-kit/drag.ts';

export { POOL };

/** What a dragged servant carries: who he is and the drop place he comes from (null: the pool). */
export interface DraggedServant extends Dragged {
  readonly userId: string;
}

export const dragId = (servant: DraggedServant): string => `${servant.from ?? POOL}|${servant.userId}`;
