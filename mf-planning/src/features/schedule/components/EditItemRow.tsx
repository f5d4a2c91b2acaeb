import { Button, Card, Input, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { Badge, Select } from '@cenacle/kit/ui-extended';
import {
  durationSeconds,
  onGrid,
  SCHEDULE_ITEM_TYPES,
  type ScheduleItemType,
} from '@cenacle/shared-domain/schedule/rules';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { EditItem } from '../state/day-edits.ts';
import { DURATION_CHOICES, shortTime, TIME_CHOICES } from '../state/days.ts';
import { useItemTitle } from './DayTable.tsx';
import { ItemLevels, type ItemLevelsProps } from './ItemLevels.tsx';
import { ItemResponsibility, type ResponsibilityChoice } from './ItemResponsibility.tsx';
import { ItemServants, type ServantChoice } from './ItemServants.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  handle: { cursor: 'grab', touchAction: 'none' },
  grow: { flexGrow: 1 },
});

export interface EditItemRowProps extends Omit<ItemLevelsProps, 'item'> {
  readonly item: EditItem;
  readonly servants: readonly ServantChoice[];
  readonly responsibilities: readonly ResponsibilityChoice[];
  readonly onResponsibility: (responsibilityId: string | null) => void;
  readonly conflicted: (ref: string, servantId: string) => boolean;
  readonly onStart: (start: string) => void;
  readonly onDuration: (minutes: number) => void;
  readonly onRename: (name: string) => void;
  readonly onType: (type: ScheduleItemType | null) => void;
  readonly onDelete: () => void;
  readonly onServant: (alternativeId: string | null, servantId: string, assign: boolean) => void;
}

/** One item of the day being edited: drag handle, start and duration on the 10-minute grid, name, levels, servants. */
export function EditItemRow(props: EditItemRowProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const { item, number } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  const minutes = Math.round(durationSeconds(item) / 60);
  const starts = onGrid(item.start) ? TIME_CHOICES : [item.start, ...TIME_CHOICES];
  const durations = DURATION_CHOICES.includes(minutes) ? DURATION_CHOICES : [minutes, ...DURATION_CHOICES];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="edit-item"
      data-item-type={item.type ?? ''}
    >
      <Card
        className={mergeClasses(styles.card, isDragging && styles.dragging)}
        role="group"
        aria-label={t('schedule.item.label', { n: number })}
      >
        <div className={styles.head}>
          <Button
            ref={setActivatorNodeRef}
            className={styles.handle}
            appearance="subtle"
            aria-label={t('schedule.item.move', { n: number })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </Button>
          <span data-testid="item-times">
            {t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) })}
          </span>
          <Select
            aria-label={t('schedule.item.start', { n: number })}
            value={item.start}
            onChange={(_, d) => props.onStart(d.value)}
          >
            {starts.map((time) => (
              <option key={time} value={time}>
                {shortTime(time)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('schedule.item.duration', { n: number })}
            value={String(minutes)}
            onChange={(_, d) => props.onDuration(Number(d.value))}
          >
            {durations.map((m) => (
              <option key={m} value={m}>
                {t('schedule.minutes', { count: m })}
              </option>
            ))}
          </Select>
          <Input
            className={styles.grow}
            aria-label={t('schedule.item.name', { n: number })}
            defaultValue={item.name}
            placeholder={title({ ...item, name: '' })}
            onBlur={(e) => e.target.value !== item.name && props.onRename(e.target.value)}
          />
          <Select
            aria-label={t('schedule.item.type', { n: number })}
            value={item.type ?? ''}
            onChange={(_, d) => props.onType((d.value || null) as ScheduleItemType | null)}
          >
            {SCHEDULE_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`schedule.types.${type}`)}
              </option>
            ))}
            <option value="">{t('schedule.types.NONE')}</option>
          </Select>
          {item.conferenceNumber !== null && (
            <Badge appearance="tint">
              {t('schedule.conferenceNumber', { number: item.conferenceNumber })}
            </Badge>
          )}
          <ItemResponsibility
            number={number}
            value={item.responsibilityId ?? null}
            choices={props.responsibilities}
            onChange={props.onResponsibility}
          />
          <Button appearance="subtle" onClick={props.onDelete}>
            {t('schedule.item.delete', { n: number })}
          </Button>
        </div>
        <ItemLevels
          {...props}
          alternativeServants={(alternative) => (
            <ItemServants
              label={t('schedule.servants.alternativeLabel', { levels: alternative.levelScope.join(', ') })}
              pickLabel={t('schedule.servants.alternativePick', {
                levels: alternative.levelScope.join(', '),
              })}
              assigned={alternative.servants}
              servants={props.servants}
              conflicted={(servantId) => props.conflicted(alternative.id, servantId)}
              onAssign={(id) => props.onServant(alternative.id, id, true)}
              onRemove={(id) => props.onServant(alternative.id, id, false)}
            />
          )}
        />
        <ItemServants
          label={t('schedule.servants.label', { n: number })}
          pickLabel={t('schedule.servants.pick', { n: number })}
          assigned={item.servants}
          servants={props.servants}
          conflicted={(servantId) => props.conflicted(item.id, servantId)}
          onAssign={(id) => props.onServant(null, id, true)}
          onRemove={(id) => props.onServant(null, id, false)}
        />
      </Card>
    </li>
  );
}
