import { Button, Input, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { ScheduleAlternative } from '@cenacle/shared-domain/schedule/rules';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditItem } from '../state/day-edits.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  group: { border: 'none', margin: 0, padding: 0 },
});

interface ItemLevelsProps {
  readonly item: EditItem;
  readonly number: number;
  readonly levels: readonly string[];
  readonly onSplit: (level: string) => void;
  readonly onMerge: (alternativeId: string) => void;
  readonly onRenameAlternative: (alternativeId: string, name: string) => void;
  /** The servants of an alternative, rendered by the row (it knows the choices and conflicts). */
  readonly alternativeServants?: (alternative: ScheduleAlternative) => ReactNode;
}

/** Level scope: split a level off into an alternative of its own; merge an alternative back. */
export function ItemLevels(props: ItemLevelsProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { item, number } = props;
  const own = item.levelScope.length > 0 ? item.levelScope : props.levels;
  const [level, setLevel] = useState('');
  const chosen = own.includes(level) ? level : (own.at(-1) ?? '');
  return (
    <>
      {own.length > 1 && (
        <div className={styles.row}>
          <Select
            aria-label={t('schedule.levels.splitLevel', { n: number })}
            value={chosen}
            onChange={(_, d) => setLevel(d.value)}
          >
            {own.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
          <Button size="small" onClick={() => chosen && props.onSplit(chosen)}>
            {t('schedule.levels.split', { n: number })}
          </Button>
        </div>
      )}
      {item.alternatives.map((a) => {
        const levels = a.levelScope.join(', ');
        return (
          <fieldset
            key={a.id}
            className={mergeClasses(styles.row, styles.group)}
            data-testid="alternative"
            aria-label={t('schedule.levels.alternative', { levels })}
          >
            <span>{t('schedule.levels.alternative', { levels })}</span>
            <Input
              size="small"
              aria-label={t('schedule.levels.alternativeName', { levels })}
              defaultValue={a.name}
              onBlur={(e) => e.target.value !== a.name && props.onRenameAlternative(a.id, e.target.value)}
            />
            <Button size="small" onClick={() => props.onMerge(a.id)}>
              {t('schedule.levels.merge', { levels })}
            </Button>
            {props.alternativeServants?.(a)}
          </fieldset>
        );
      })}
    </>
  );
}
