import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const FORWARD = ['ArrowRight', 'ArrowDown'];
const BACKWARD = ['ArrowLeft', 'ArrowUp'];

/**
 * The planners' keyboard path: with a servant picked up (Space or Enter), an arrow key carries him
 * to the next drop place (right/down) or the previous one (left/up), in reading order and round
 * again at the ends; Space or
 * Enter drops him there, Escape puts him back.
 */
export const dropZoneKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACKWARD.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return currentCoordinates;
  const places = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((place) => place.rect !== undefined)
    .sort((a, b) => Math.round(a.rect!.top - b.rect!.top) || a.rect!.left - b.rect!.left);
  const at = over ? places.findIndex((place) => place.id === over.id) : -1;
  // Past the last place the walk goes on from the first (and back from the first to the last), so
  // every place is reached from any other, whatever the layout puts first.
  const step = forward ? 1 : -1;
  const next =
    places[at < 0 ? (forward ? 0 : places.length - 1) : (at + step + places.length) % places.length];
  if (!next?.rect) return currentCoordinates;
  return {
    x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2,
    y: next.rect.top + next.rect.height / 2 - collisionRect.height / 2,
  };
};
