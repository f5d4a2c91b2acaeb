import { Button, Input, makeStyles } from '@cenacle/kit/ui';
import { Badge, Select } from '@cenacle/kit/ui-extended';
import {
  durationSeconds,
  onGrid,
  SCHEDULE_ITEM_TYPES,
  type ScheduleItemType,
} from '@cenacle/shared-domain/schedule/rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_CHOICES, shortTime, TIME_CHOICES } from '../state/days.ts';
import { useItemTitle } from './DayTable.tsx';
import type { EditItemRowProps } from './EditItemRow.tsx';
import { ItemLevels } from './ItemLevels.tsx';
import { ItemResponsibility } from './ItemResponsibility.tsx';
import { ItemServants } from './ItemServants.tsx';

const useStyles = makeStyles({ grow: { flexGrow: 1 } });

/** The 144 start times of the picker: the same elements for every row and every render. */
const TIME_OPTIONS = TIME_CHOICES.map((time) => (
  <option key={time} value={time}>
    {shortTime(time)}
  </option>
));

/**
 * Same row content: a reflow hands out new item objects, so the item is compared field by field
 * (its lists are carried over by reference when they did not change).
 */
export function sameRow(a: EditItemRowProps, b: EditItemRowProps): boolean {
  const x = a.item;
  const y = b.item;
  return (
    a.number === b.number &&
    a.levels === b.levels &&
    a.servants === b.servants &&
    a.responsibilities === b.responsibilities &&
    a.conflicts === b.conflicts &&
    a.actions === b.actions &&
    x.id === y.id &&
    x.start === y.start &&
    x.finish === y.finish &&
    x.name === y.name &&
    x.type === y.type &&
    x.conferenceNumber === y.conferenceNumber &&
    x.responsibilityId === y.responsibilityId &&
    x.levelScope === y.levelScope &&
    x.alternatives === y.alternatives &&
    x.servants === y.servants
  );
}

/** Times, start and duration on the 10-minute grid, name, type, conference number, responsibility, delete. */
export const ItemFields = memo(function ItemFields({
  item,
  number,
  actions,
  responsibilities,
}: EditItemRowProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const minutes = Math.round(durationSeconds(item) / 60);
  const durations = DURATION_CHOICES.includes(minutes) ? DURATION_CHOICES : [minutes, ...DURATION_CHOICES];
  return (
    <>
      <span data-testid="item-times">
        {t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) })}
      </span>
      <Select
        aria-label={t('schedule.item.start', { n: number })}
        value={item.start}
        onChange={(_, d) => actions.start(item.id, d.value)}
      >
        {onGrid(item.start) ? null : <option value={item.start}>{shortTime(item.start)}</option>}
        {TIME_OPTIONS}
      </Select>
      <Select
        aria-label={t('schedule.item.duration', { n: number })}
        value={String(minutes)}
        onChange={(_, d) => actions.duration(item.id, Number(d.value))}
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
        onBlur={(e) => e.target.value !== item.name && actions.rename(item.id, e.target.value)}
      />
      <Select
        aria-label={t('schedule.item.type', { n: number })}
        value={item.type ?? ''}
        onChange={(_, d) => actions.type(item.id, (d.value || null) as ScheduleItemType | null)}
      >
        {SCHEDULE_ITEM_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`schedule.types.${type}`)}
          </option>
        ))}
        <option value="">{t('schedule.types.NONE')}</option>
      </Select>
      {item.conferenceNumber !== null && (
        <Badge appearance="tint">{t('schedule.conferenceNumber', { number: item.conferenceNumber })}</Badge>
      )}
      <ItemResponsibility
        number={number}
        value={item.responsibilityId ?? null}
        choices={responsibilities}
        onChange={(id) => actions.responsibility(item.id, id)}
      />
      <Button appearance="subtle" onClick={() => actions.remove(item.id)}>
        {t('schedule.item.delete', { n: number })}
      </Button>
    </>
  );
}, sameRow);

/** Level split/merge with each alternative's servants, then the item's own servants. */
export const ItemDetails = memo(function ItemDetails(props: EditItemRowProps) {
  const { t } = useTranslation('planning');
  const { item, number, actions } = props;
  const clashes = new Set(props.conflicts.split(' '));
  const conflicted = (ref: string) => (servantId: string) => clashes.has(`${ref}:${servantId}`);
  return (
    <>
      <ItemLevels
        item={item}
        number={number}
        levels={props.levels}
        onSplit={(level) => actions.split(item.id, level)}
        onMerge={(alternativeId) => actions.merge(item.id, alternativeId)}
        onRenameAlternative={(alternativeId, name) => actions.renameAlternative(item.id, alternativeId, name)}
        alternativeServants={(alternative) => (
          <ItemServants
            label={t('schedule.servants.alternativeLabel', { levels: alternative.levelScope.join(', ') })}
            pickLabel={t('schedule.servants.alternativePick', { levels: alternative.levelScope.join(', ') })}
            assigned={alternative.servants}
            servants={props.servants}
            conflicted={conflicted(alternative.id)}
            onAssign={(id) => actions.servant(item.id, alternative.id, id, true)}
            onRemove={(id) => actions.servant(item.id, alternative.id, id, false)}
          />
        )}
      />
      <ItemServants
        label={t('schedule.servants.label', { n: number })}
        pickLabel={t('schedule.servants.pick', { n: number })}
        assigned={item.servants}
        servants={props.servants}
        conflicted={conflicted(item.id)}
        onAssign={(id) => actions.servant(item.id, null, id, true)}
        onRemove={(id) => actions.servant(item.id, null, id, false)}
      />
    </>
  );
}, sameRow);
