import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * The planner's keyboard path: with a servant picked up (space), left and right arrows carry him to
 * the centre of the other column, where space drops him.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const target = event.code === 'ArrowLeft' ? columns[0] : columns[columns.length - 1];
  if (!target) return currentCoordinates;
  const width = context.collisionRect?.width ?? 0;
  return { x: target.left + (target.width - width) / 2, y: target.top + 8 };
};
