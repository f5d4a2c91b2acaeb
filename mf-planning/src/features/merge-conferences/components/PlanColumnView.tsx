import { Caption1, makeStyles, Subtitle2, tokens } from '@cenacle/kit/ui';
import type { PlanColumnBody } from '@cenacle/shared-domain/conferences/contracts';
import { type ConferenceMove, REMOVED_INDEX } from '@cenacle/shared-domain/conferences/rules';
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { PlanEntryCard } from './PlanEntryCard.tsx';
import { RemovedList } from './RemovedList.tsx';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
});

/** One level's column: drag (or keyboard) to reorder, per-entry actions, and its removed list. */
export function PlanColumnView(props: {
  readonly column: PlanColumnBody;
  readonly onMove: (move: ConferenceMove) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { column } = props;
  const { level, lang, conferences } = column;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: string | number) => conferences.findIndex((e) => e.id.value === id);
  const move = (conferenceId: string, oldIndex: number, newIndex: number, action: ConferenceMove['action']) =>
    props.onMove({ conferenceId, oldIndex, newIndex, action, level, lang });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('mergeConferences.drag.picked', { n: indexOf(active.id) + 1 }),
    onDragOver: ({ over }) =>
      over ? t('mergeConferences.drag.over', { n: indexOf(over.id) + 1 }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('mergeConferences.drag.dropped', { n: indexOf(over.id) + 1 }) : undefined,
    onDragCancel: () => t('mergeConferences.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(String(active.id), indexOf(active.id), indexOf(over.id), 'MOVED');
  };
  return (
    <section
      className={styles.column}
      data-testid="merge-column"
      data-level={level}
      aria-label={t('mergeConferences.level', { level })}
    >
      <Subtitle2 as="h2" block>
        {t('mergeConferences.level', { level })}
      </Subtitle2>
      {conferences.length === 0 && <Caption1>{t('mergeConferences.empty')}</Caption1>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('mergeConferences.drag.instructions') },
        }}
      >
        <SortableContext items={conferences.map((e) => e.id.value)} strategy={verticalListSortingStrategy}>
          <ol className={styles.entries}>
            {conferences.map((entry, index) => (
              <PlanEntryCard
                key={entry.id.value}
                entry={entry}
                number={entry.number ?? index + 1}
                last={index === conferences.length - 1}
                onMergeNext={() => move(entry.id.value, index, index, 'MERGED')}
                onUngroup={() => move(entry.id.value, index, index, 'UNGROUPED')}
                onRemove={() => move(entry.id.value, index, REMOVED_INDEX, 'MOVED')}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <RemovedList
        removed={column.removed}
        onRestore={(id) => move(id, REMOVED_INDEX, conferences.length, 'MOVED')}
      />
    </section>
  );
}
