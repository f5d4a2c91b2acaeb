import { Button, Field, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import {
  responsibilityBookings,
  SCHEDULE_ITEM_TYPES,
  type ScheduleItem,
  type ScheduleItemType,
  servantConflicts,
} from '@cenacle/shared-domain/schedule/rules';
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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResponsibilities } from '../../responsibilities/hooks/useResponsibilities.ts';
import { useRowActions } from '../hooks/useRowActions.ts';
import { useDayEditor } from '../hooks/useSchedule.ts';
import { useServantChoices } from '../hooks/useServantChoices.ts';
import * as edits from '../state/day-edits.ts';
import { markDrop, useReorderMeasure } from '../state/reorder-timing.ts';
import { EditItemRow } from './EditItemRow.tsx';

/**
 * Servant clashes of the day being edited, as `ref:servantId` keys by the item or alternative they
 * touch: two items at once, or an item while a responsibility of theirs books them elsewhere.
 */
function conflictsByRef(
  otherDays: readonly ScheduleItem[],
  day: readonly edits.EditItem[],
  date: string,
  dutyServants: Schedule['dutyServants'],
): Map<string, string[]> {
  const byRef = new Map<string, string[]>();
  const all = [...otherDays, ...day.map((i) => ({ ...i, date }))];
  for (const c of servantConflicts(all, responsibilityBookings(all, dutyServants))) {
    byRef.set(c.ref, [...(byRef.get(c.ref) ?? []), `${c.ref}:${c.servantId}`]);
  }
  return byRef;
}

/** One row's clashes as one string (its item's and its alternatives'), so an unchanged row compares equal. */
const rowConflicts = (byRef: Map<string, string[]>, item: edits.EditItem): string =>
  [item.id, ...item.alternatives.map((a) => a.id)].flatMap((ref) => byRef.get(ref) ?? []).join(' ');

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  items: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** A day in edit mode (spec §4): drag or keyboard reorder, times, add, delete, level split/merge, servants. */
export function DayEditor(props: { readonly schedule: Schedule; readonly date: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { schedule, date } = props;
  const { day, change, saving } = useDayEditor(schedule, date);
  useReorderMeasure(day);
  const servants = useServantChoices(schedule.branchId);
  const duties = useResponsibilities(schedule.sessionId);
  const responsibilities = useMemo(
    () => (duties.data ?? []).map((r) => ({ id: r.id.value, name: r.name })),
    [duties.data],
  );
  const [newType, setNewType] = useState<ScheduleItemType | ''>('CONFERENCE');
  const [deleting, setDeleting] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: string | number) => day.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('schedule.drag.picked', { n: numberOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('schedule.drag.over', { n: numberOf(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('schedule.drag.dropped', { n: numberOf(over.id) }) : undefined),
    onDragCancel: () => t('schedule.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    markDrop();
    change((d) => edits.moveItem(d, String(active.id), numberOf(over.id) - 1));
  };
  const otherDays = useMemo(
    () =>
      schedule.items.filter((i) => i.date !== date).map((i) => ({ ...edits.toEditItem(i), date: i.date })),
    [schedule.items, date],
  );
  const conflicts = useMemo(
    () => conflictsByRef(otherDays, day, date, schedule.dutyServants),
    [otherDays, day, date, schedule.dutyServants],
  );
  const conferenceName = (number: number) => t('schedule.conferenceName', { number });
  const add = () =>
    change((d) => edits.addItem(d, otherDays, date, newType || null, crypto.randomUUID(), conferenceName));
  const actions = useRowActions({
    start: (id, start) => change((d) => edits.setStart(d, id, start)),
    duration: (id, minutes) => change((d) => edits.setDuration(d, id, minutes)),
    rename: (id, name) => change((d) => edits.renameItem(d, id, name)),
    type: (id, type) => change((d) => edits.changeType(d, otherDays, date, id, type, conferenceName)),
    remove: (id) => setDeleting(id),
    responsibility: (id, responsibilityId) => change((d) => edits.setResponsibility(d, id, responsibilityId)),
    split: (id, level) => change((d) => edits.splitItem(d, id, level, schedule.levels, crypto.randomUUID())),
    merge: (id, alternativeId) => change((d) => edits.mergeAlternative(d, id, alternativeId)),
    renameAlternative: (id, alternativeId, name) =>
      change((d) => edits.renameAlternative(d, id, alternativeId, name)),
    servant: (id, alternativeId, servantId, assign) =>
      change((d) => edits.toggleServant(d, id, alternativeId, servantId, assign)),
  });
  return (
    <section className={styles.editor} data-testid="day-editor" aria-busy={saving}>
      {day.length === 0 && <Text italic>{t('schedule.empty')}</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('schedule.drag.instructions') },
        }}
      >
        <SortableContext items={day.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.items}>
            {day.map((item, position) => (
              <EditItemRow
                key={item.id}
                item={item}
                number={position + 1}
                levels={schedule.levels}
                servants={servants}
                responsibilities={responsibilities}
                conflicts={rowConflicts(conflicts, item)}
                actions={actions}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className={styles.add}>
        <Field label={t('schedule.add.type')}>
          <Select value={newType} onChange={(_, d) => setNewType(d.value as ScheduleItemType | '')}>
            {SCHEDULE_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`schedule.types.${type}`)}
              </option>
            ))}
            <option value="">{t('schedule.types.NONE')}</option>
          </Select>
        </Field>
        <Button onClick={add} disabled={saving}>
          {t('schedule.add.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('schedule.delete.title')}
        confirmLabel={t('schedule.delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (id) change((d) => edits.deleteItem(d, id));
        }}
      >
        {t('schedule.delete.text', { n: deleting ? numberOf(deleting) : 0 })}
      </ConfirmDialog>
    </section>
  );
}
