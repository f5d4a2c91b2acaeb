import { formatDateTime, formatMoney, shorten } from '@cenacle/kit';
import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import { Badge, TableCell, TableRow } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { DESCRIPTION_PREVIEW_LENGTH, isExpense } from '@cenacle/shared-domain/accounting/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  expense: { color: tokens.colorPaletteRedForeground1 },
  voided: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground4 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

interface PaymentRowProps {
  readonly payment: Payment;
  readonly currencySign: string;
  readonly participantName: string | null;
  readonly onCorrect: (payment: Payment) => void;
  readonly onVoid: (payment: Payment) => void;
}

export function PaymentRow({ payment, currencySign, participantName, onCorrect, onVoid }: PaymentRowProps) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const expense = isExpense(payment.category);
  return (
    <TableRow data-testid="payment-row" data-payment-id={payment.id.value} data-voided={payment.voided}>
      <TableCell>{formatDateTime(payment.createdAt)}</TableCell>
      <TableCell className={payment.voided ? styles.voided : undefined}>
        {t(`category.${payment.category}`)}{' '}
        <Badge appearance="tint" color={expense ? 'danger' : 'success'} size="small">
          {expense ? t('kind.expense') : t('kind.income')}
        </Badge>
      </TableCell>
      <TableCell
        className={`${styles.amount} ${expense ? styles.expense : ''} ${payment.voided ? styles.voided : ''}`}
      >
        {formatMoney(payment.value, currencySign)}
      </TableCell>
      <TableCell data-testid="payment-participant">{participantName ?? ''}</TableCell>
      <TableCell title={payment.description ?? undefined} data-testid="payment-description">
        {shorten(payment.description, DESCRIPTION_PREVIEW_LENGTH)}
      </TableCell>
      <TableCell>
        {payment.voided ? (
          <Badge appearance="outline" color="subtle" title={payment.voidReason ?? undefined}>
            {t('list.voided')}
          </Badge>
        ) : (
          <div className={styles.actions}>
            <Button size="small" onClick={() => onCorrect(payment)} data-testid="correct-payment">
              {t('list.correct')}
            </Button>
            <Button
              size="small"
              appearance="subtle"
              onClick={() => onVoid(payment)}
              data-testid="void-payment"
            >
              {t('list.void')}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
