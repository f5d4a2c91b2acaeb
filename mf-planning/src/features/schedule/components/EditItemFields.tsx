import { Button, Input, makeStyles } from '@cenacle/kit/ui';
import { Badge, Select } from '@cenacle/kit/ui-extended';
import { SCHEDULE_ITEM_TYPES, type ScheduleItemType } from '@cenacle/shared-domain/schedule/rules';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActions } from '../hooks/useRowActions.ts';
import type { EditItem } from '../state/day-edits.ts';
import { shortTime } from '../state/days.ts';
import { GRID_STEP, parseTyped, timeOf } from '../state/time-grid.ts';
import { useItemTitle } from './DayTable.tsx';
import { ItemLevels } from './ItemLevels.tsx';
import type { ResponsibilityChoice } from './ItemResponsibility.tsx';
import { ItemResponsibility } from './ItemResponsibility.tsx';
import type { ServantChoice } from './ItemServants.tsx';
import { ItemServants } from './ItemServants.tsx';

const useStyles = makeStyles({ grow: { flexGrow: 1, minWidth: '12rem' }, time: { width: '8rem' } });

export interface EditItemRowProps {
  readonly item: EditItem;
  readonly number: number;
  readonly levels: readonly string[];
  readonly servants: readonly ServantChoice[];
  /** The session's responsibilities an item may name. */
  readonly responsibilities: readonly ResponsibilityChoice[];
  /** The item's servant clashes, `ref:servantId` joined by spaces (a string, so it compares by value). */
  readonly conflicts: string;
  readonly actions: RowActions;
}

/** A typed time (`HH:mm`), taken when the field is left or Enter is pressed; it follows moves made elsewhere. */
function TimeField(props: {
  readonly label: string;
  readonly value: string;
  readonly onTime: (time: string) => void;
}) {
  const styles = useStyles();
  // What is being typed; null once taken (or refused): the field then shows where the item is.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    const minutes = typed === null ? null : parseTyped(typed);
    setTyped(null);
    if (minutes !== null && timeOf(minutes) !== props.value) props.onTime(timeOf(minutes));
  };
  return (
    <Input
      className={styles.time}
      type="time"
      step={GRID_STEP * 60}
      aria-label={props.label}
      value={typed ?? shortTime(props.value)}
      onChange={(_, d) => setTyped(d.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

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

/** Typed start and finish, name, type, conference number, responsibility, delete. */
export const ItemFields = memo(function ItemFields({
  item,
  number,
  actions,
  responsibilities,
}: EditItemRowProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  return (
    <>
      <TimeField
        label={t('schedule.item.start', { n: number })}
        value={item.start}
        onTime={(time) => actions.start(item.id, time)}
      />
      <TimeField
        label={t('schedule.item.finish', { n: number })}
        value={item.finish}
        onTime={(time) => actions.finish(item.id, time)}
      />
      <Input
        key={`${item.id}:${item.name}`}
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
