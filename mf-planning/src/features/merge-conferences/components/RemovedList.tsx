import { Button, Caption1, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import type { PlanEntryBody } from '@cenacle/shared-domain/conferences/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, listStyleType: 'none' },
});

/** The conferences taken out of a column (index -1); restoring puts one back at the column's end. */
export function RemovedList(props: {
  readonly removed: readonly PlanEntryBody[];
  readonly onRestore: (id: string) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <section aria-label={t('mergeConferences.removed')} data-testid="removed-list">
      <Subtitle2 as="h3" block>
        {t('mergeConferences.removed')}
      </Subtitle2>
      {props.removed.length === 0 && <Caption1>{t('mergeConferences.noRemoved')}</Caption1>}
      <ul className={styles.list}>
        {props.removed.map((entry) => (
          <li key={entry.id.value} className={styles.item} data-testid="removed-entry">
            <Text>{entry.name}</Text>
            <Button
              size="small"
              onClick={() => props.onRestore(entry.id.value)}
              aria-label={t('mergeConferences.restoreOf', { name: entry.name })}
            >
              {t('mergeConferences.restore')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
