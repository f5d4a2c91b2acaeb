import { makeStyles, tokens } from '@cenacle/kit/ui';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
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
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './SectionCard.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0, margin: 0 },
});

/**
 * The page's sections in order; dragging one (mouse, touch, or space and the arrow keys on its
 * handle) gives the new order to `onReorder`.
 */
export function SectionList(props: {
  readonly sections: readonly InfoComponent[];
  readonly onReorder: (ordered: InfoComponent[]) => void;
  readonly onEdit: (component: InfoComponent) => void;
  readonly onHistory: (component: InfoComponent) => void;
  readonly onDelete: (component: InfoComponent) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const { sections } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: string | number) => sections.findIndex((c) => c.id.value === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sections.drag.picked', { n: numberOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('sections.drag.over', { n: numberOf(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('sections.drag.dropped', { n: numberOf(over.id) }) : undefined),
    onDragCancel: () => t('sections.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(arrayMove([...sections], numberOf(active.id) - 1, numberOf(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('sections.drag.instructions') },
      }}
    >
      <SortableContext items={sections.map((c) => c.id.value)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} data-testid="section-list" aria-label={t('sections.listLabel')}>
          {sections.map((component, i) => (
            <SectionCard
              key={component.id.value}
              component={component}
              number={i + 1}
              onEdit={() => props.onEdit(component)}
              onHistory={() => props.onHistory(component)}
              onDelete={() => props.onDelete(component)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
