import { formatMoney } from '@cenacle/kit';
import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { SessionPrice } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * Type, who it applies to (adults, or children of an age range), amount, description, and for those
 * who change prices (with `onEdit` and `onDelete`) the actions.
 */
export function PriceTable(props: {
  readonly prices: readonly SessionPrice[];
  readonly currencySign: string;
  readonly onEdit?: (price: SessionPrice) => void;
  readonly onDelete?: (price: SessionPrice) => void;
}) {
  const { onEdit, onDelete } = props;
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const forWhom = (price: SessionPrice) =>
    price.ageFrom === null && price.ageTo === null
      ? t('prices.adults')
      : t('prices.children', { from: price.ageFrom ?? 0, to: price.ageTo ?? '∞' });
  return (
    <Table aria-label={t('prices.caption')} data-testid="price-table" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('prices.field.type')}</TableHeaderCell>
          <TableHeaderCell>{t('prices.forWhom')}</TableHeaderCell>
          <TableHeaderCell>{t('prices.field.value')}</TableHeaderCell>
          <TableHeaderCell>{t('prices.field.description')}</TableHeaderCell>
          {onEdit && onDelete && <TableHeaderCell>{t('list.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.prices.map((price) => {
          const sign = price.type === 'DISCOUNT' ? '−' : '';
          return (
            <TableRow key={price.id.value} data-testid="price-row">
              <TableCell>{t(`prices.type.${price.type}`)}</TableCell>
              <TableCell>{forWhom(price)}</TableCell>
              <TableCell>
                {sign}
                {formatMoney(price.value, props.currencySign)}
              </TableCell>
              <TableCell>{price.description ?? ''}</TableCell>
              {onEdit && onDelete && (
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" data-testid="price-edit" onClick={() => onEdit(price)}>
                      {t('prices.editShort')}
                    </Button>
                    <Button size="small" data-testid="price-delete" onClick={() => onDelete(price)}>
                      {t('prices.delete')}
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
