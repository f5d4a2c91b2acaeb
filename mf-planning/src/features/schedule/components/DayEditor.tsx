import { Button, Field, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { SCHEDULE_ITEM_TYPES, type ScheduleItemType } from '@cenacle/shared-domain/schedule/rules';
import { type KeyboardEvent, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResponsibilities } from '../../responsibilities/hooks/useResponsibilities.ts';
import { useDayEditor } from '../hooks/useDayEditor.ts';
import { useBlockEvents, useRowActions } from '../hooks/useRowActions.ts';
import { useServantChoices } from '../hooks/useServantChoices.ts';
import * as edits from '../state/day-edits.ts';
import { shortTime } from '../state/days.ts';
import { cancelDrop, markDrop, useReorderMeasure } from '../state/reorder-timing.ts';
import * as grid from '../state/time-grid.ts';
import { DayGrid } from './DayGrid.tsx';
import { useItemTitle } from './DayTable.tsx';
import { conflictsByRef, rowConflicts } from './day-conflicts.ts';
import type { BlockEvents } from './GridBlock.tsx';
import { ItemPanel } from './ItemPanel.tsx';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  body: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  grid: { flex: '1 1 20rem' },
  panel: { flex: '1 1 24rem', maxWidth: '36rem' },
});

/** The same array as last time while it holds the same items (by identity). */
function useSameItems<T>(items: T[]): T[] {
  const last = useRef(items);
  const same = last.current.length === items.length && last.current.every((item, i) => item === items[i]);
  if (!same) last.current = items;
  return last.current;
}

const focusBlock = (id: string) =>
  document
    .querySelector<HTMLElement>(`[data-testid="grid-block"][data-item-id="${CSS.escape(id)}"]`)
    ?.focus();

/**
 * A day in edit mode (spec §4; issue 24 §6): the day as a time grid. Blocks move and resize by
 * drag or keyboard, times are typed in the chosen item's panel; every change shows at once and is
 * saved behind the screen (see `useDayEditor`).
 */
export function DayEditor(props: { readonly schedule: Schedule; readonly date: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const { schedule, date } = props;
  const servants = useServantChoices(schedule.branchId);
  const names = useMemo(() => new Map(servants.map((s) => [s.id, s.name])), [servants]);
  const { day, change, saving } = useDayEditor(schedule, date, names);
  useReorderMeasure(day);
  const duties = useResponsibilities(schedule.sessionId);
  const responsibilities = useMemo(
    () => (duties.data ?? []).map((r) => ({ id: r.id.value, name: r.name })),
    [duties.data],
  );
  const [newType, setNewType] = useState<ScheduleItemType | ''>('CONFERENCE');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const editDay = useMemo(() => day.map(edits.toEditItem), [day]);
  const numberOf = (id: string) => day.findIndex((item) => item.id === id) + 1;
  // A change of this day leaves the other days' items as they were: their edit form is kept.
  const othersOfDay = useSameItems(schedule.items.filter((i) => i.date !== date));
  const otherDays = useMemo(
    () => othersOfDay.map((i) => ({ ...edits.toEditItem(i), date: i.date })),
    [othersOfDay],
  );
  // Clashes are looked for over the whole session: after the moved block is on the screen.
  const laterDay = useDeferredValue(editDay);
  const conflicts = useMemo(
    () => conflictsByRef(otherDays, laterDay, date, schedule.dutyServants),
    [otherDays, laterDay, date, schedule.dutyServants],
  );
  const conflicted = useMemo(
    () => new Set(laterDay.filter((item) => rowConflicts(conflicts, item) !== '').map((item) => item.id)),
    [laterDay, conflicts],
  );
  // A block moved by a key keeps the focus wherever the move put it in the page (after each commit).
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (id) focusBlock(id);
  });

  /** A move or resize of one item: measured, shown at once, told to screen readers. */
  const moveItem = (id: string, next: (d: edits.EditItem[]) => edits.EditItem[]) => {
    markDrop();
    const after = change(next);
    if (!after) return cancelDrop();
    const index = after.findIndex((item) => item.id === id);
    const item = after[index];
    if (!item) return;
    const times = t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) });
    setAnnouncement(t('schedule.grid.moved', { n: index + 1, name: title(item), times }));
  };
  const events: BlockEvents = useBlockEvents({
    key: (id: string, e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault();
        const direction = e.key === 'ArrowUp' ? -1 : 1;
        refocus.current = id;
        moveItem(id, (d) =>
          e.shiftKey ? grid.resizeBy(d, id, direction * grid.GRID_STEP) : grid.nudge(d, id, direction),
        );
      } else if (e.key === 'Enter') {
        e.preventDefault();
        setSelected(id);
        requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('input')?.focus());
      }
    },
    select: (id: string) => setSelected(id),
  });
  const onDrop = (dragId: string, minutes: number) => {
    const snapped = grid.snap(minutes);
    if (snapped === 0) return;
    if (dragId.startsWith('resize:')) {
      const id = dragId.slice('resize:'.length);
      moveItem(id, (d) => grid.resizeBy(d, id, snapped));
    } else {
      const item = day.find((i) => i.id === dragId);
      if (item) moveItem(dragId, (d) => grid.placeAt(d, dragId, grid.minutesOf(item.start) + snapped));
    }
  };
  const conferenceName = (number: number) => t('schedule.conferenceName', { number });
  const add = () => {
    const id = crypto.randomUUID();
    if (change((d) => edits.addItem(d, otherDays, date, newType || null, id, conferenceName)))
      setSelected(id);
  };
  const actions = useRowActions({
    start: (id, start) => moveItem(id, (d) => grid.placeAt(d, id, grid.minutesOf(start))),
    finish: (id, finish) =>
      moveItem(id, (d) => {
        const item = d.find((i) => i.id === id);
        return item ? grid.resizeTo(d, id, grid.minutesOf(finish) - grid.minutesOf(item.start)) : d;
      }),
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
  const chosen = editDay.find((item) => item.id === selected) ?? null;
  const row = chosen && {
    item: chosen,
    number: numberOf(chosen.id),
    levels: schedule.levels,
    servants,
    responsibilities,
    conflicts: rowConflicts(conflicts, chosen),
    actions,
  };
  return (
    <section className={styles.editor} data-testid="day-editor" aria-busy={saving}>
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
        <Button onClick={add}>{t('schedule.add.button')}</Button>
      </div>
      {day.length === 0 ? (
        <Text italic>{t('schedule.empty')}</Text>
      ) : (
        <div className={styles.body}>
          <div className={styles.grid}>
            <DayGrid
              day={day}
              selected={selected}
              conflicted={conflicted}
              events={events}
              onDrop={onDrop}
              announcement={announcement}
            />
          </div>
          <div className={styles.panel}>
            <ItemPanel
              ref={panel}
              row={row}
              onClose={() => {
                const id = selected;
                setSelected(null);
                if (id) focusBlock(id);
              }}
            />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('schedule.delete.title')}
        confirmLabel={t('schedule.delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (id && change((d) => edits.deleteItem(d, id))) setSelected(null);
        }}
      >
        {t('schedule.delete.text', { n: deleting ? numberOf(deleting) : 0 })}
      </ConfirmDialog>
    </section>
  );
}
