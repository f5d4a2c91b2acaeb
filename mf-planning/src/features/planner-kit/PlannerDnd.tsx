import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Dragged, POOL } from './drag.ts';
import { dropZoneKeyboardCoordinates } from './keyboard-coordinates.ts';

interface PlannerDndProps<T extends Dragged> {
  /** The name a drop place is announced by. */
  readonly placeName: (id: string) => string;
  /** An item dropped into another place than the one it came from. */
  readonly onMove: (item: T, to: string) => void;
  /** An item dropped back into the place it came from, over `overId` (local reordering). */
  readonly onDropInPlace?: (item: T, overId: string) => void;
  readonly children: ReactNode;
}

/** The drag-and-drop of a planner: pointer and keyboard, with spoken announcements. */
export function PlannerDnd<T extends Dragged>({
  placeName,
  onMove,
  onDropInPlace,
  children,
}: PlannerDndProps<T>) {
  const { t } = useTranslation('planning');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneKeyboardCoordinates }),
  );
  const name = (data: unknown) => (data as Dragged | undefined)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('responsibilities.drag.picked', { name: name(active.data.current) }),
    onDragOver: ({ over }) =>
      over ? t('responsibilities.drag.over', { place: placeName(String(over.id)) }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('responsibilities.drag.dropped', { place: placeName(String(over.id)) }) : undefined,
    onDragCancel: () => t('responsibilities.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = active.data.current as T | undefined;
    if (!item || !over) return;
    if (String(over.id) === (item.from ?? POOL)) onDropInPlace?.(item, String(over.id));
    else onMove(item, String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('responsibilities.drag.instructions') },
      }}
      onDragEnd={onDragEnd}
    >
      {children}
    </DndContext>
  );
}
