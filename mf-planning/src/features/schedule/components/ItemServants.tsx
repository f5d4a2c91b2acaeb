import { Button, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { Badge, Select } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  group: { border: 'none', margin: 0, padding: 0 },
});

export interface ServantChoice {
  readonly id: string;
  readonly name: string;
}

/** The servants of an item: each with a remove button and a flag when booked elsewhere meanwhile. */
export function ItemServants(props: {
  /** Names the group and its picker (an item's or an alternative's). */
  readonly label: string;
  readonly pickLabel: string;
  readonly assigned: readonly string[];
  readonly servants: readonly ServantChoice[];
  readonly conflicted: (servantId: string) => boolean;
  readonly onAssign: (servantId: string) => void;
  readonly onRemove: (servantId: string) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [pick, setPick] = useState('');
  const nameOf = (id: string) => props.servants.find((s) => s.id === id)?.name ?? id.slice(0, 8);
  const free = props.servants.filter((s) => !props.assigned.includes(s.id));
  return (
    <fieldset className={mergeClasses(styles.row, styles.group)} aria-label={props.label}>
      {props.assigned.map((id) => (
        <span key={id} className={styles.row} data-testid="item-servant">
          <Badge appearance="outline">{nameOf(id)}</Badge>
          {props.conflicted(id) && (
            <Badge color="danger" data-testid="servant-conflict">
              {t('schedule.servants.conflict', { name: nameOf(id) })}
            </Badge>
          )}
          <Button
            size="small"
            appearance="subtle"
            onClick={() => props.onRemove(id)}
            aria-label={t('schedule.servants.remove', { name: nameOf(id) })}
          >
            ×
          </Button>
        </span>
      ))}
      {free.length > 0 && (
        <>
          <Select aria-label={props.pickLabel} value={pick} onChange={(_, d) => setPick(d.value)}>
            <option value="">{t('schedule.servants.none')}</option>
            {free.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
          <Button
            size="small"
            disabled={!pick}
            onClick={() => {
              props.onAssign(pick);
              setPick('');
            }}
          >
            {t('schedule.servants.assign')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
