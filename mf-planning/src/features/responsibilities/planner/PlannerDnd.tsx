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
import type { DraggedServant } from './drag.ts';
import { dropZoneKeyboardCoordinates } from './keyboard-coordinates.ts';

interface PlannerDndProps {
  /** The name a drop place is announced by. */
  readonly placeName: (id: string) => string;
  /** A servant dropped into another place than the one he came from. */
  readonly onMove: (servant: DraggedServant, to: string) => void;
  readonly children: ReactNode;
}

/** The drag-and-drop of a planner: pointer and keyboard, with spoken announcements. */
export function PlannerDnd({ placeName, onMove, children }: PlannerDndProps) {
  const { t } = useTranslation('planning');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneKeyboardCoordinates }),
  );
  const name = (data: unknown) => (data as DraggedServant | undefined)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('responsibilities.drag.picked', { name: name(active.data.current) }),
    onDragOver: ({ over }) =>
      over ? t('responsibilities.drag.over', { place: placeName(String(over.id)) }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('responsibilities.drag.dropped', { place: placeName(String(over.id)) }) : undefined,
    onDragCancel: () => t('responsibilities.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const servant = active.data.current as DraggedServant | undefined;
    if (!servant || !over || String(over.id) === (servant.from ?? 'pool')) return;
    onMove(servant, String(over.id));
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
