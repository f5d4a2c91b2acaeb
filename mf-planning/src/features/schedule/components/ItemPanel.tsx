import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditItemRowProps, ItemDetails, ItemFields } from './EditItemFields.tsx';

const useStyles = makeStyles({
  panel: {
    gap: tokens.spacingVerticalS,
    alignSelf: 'flex-start',
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  fields: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The chosen item's details beside the grid: typed times, name, type, responsibility, levels,
 * servants, delete. Escape (or Close) gives the focus back to the item's block.
 */
export const ItemPanel = forwardRef<
  HTMLDivElement,
  { readonly row: EditItemRowProps | null; readonly onClose: () => void }
>(function ItemPanel({ row, onClose }, ref) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  if (!row) {
    return (
      <Card className={styles.panel} ref={ref} data-testid="item-panel">
        <Text italic>{t('schedule.grid.pick')}</Text>
      </Card>
    );
  }
  return (
    <Card
      className={styles.panel}
      ref={ref}
      role="group"
      aria-label={t('schedule.item.label', { n: row.number })}
      data-testid="item-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('schedule.item.label', { n: row.number })}</Subtitle2>
        <Button appearance="subtle" onClick={onClose}>
          {t('schedule.grid.close')}
        </Button>
      </div>
      <div className={styles.fields}>
        <ItemFields {...row} />
      </div>
      <ItemDetails {...row} />
    </Card>
  );
});
