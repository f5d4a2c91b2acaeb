import { makeStyles } from '@cenacle/kit/ui';
import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useTranslation } from 'react-i18next';
import { PaymentRow } from './PaymentRow.tsx';

const useStyles = makeStyles({
  date: { width: '150px' },
  amount: { width: '120px' },
  actions: { width: '210px' },
});

interface PaymentsTableProps {
  readonly payments: readonly Payment[];
  readonly currencySign: string;
  /** The name of the participant a payment names (null: none). */
  readonly participantName: (payment: Payment) => string | null;
  readonly onCorrect: (payment: Payment) => void;
  readonly onVoid: (payment: Payment) => void;
}

export function PaymentsTable(props: PaymentsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  return (
    <Table aria-label={t('list.caption')} data-testid="payments-table" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.date}>{t('list.date')}</TableHeaderCell>
          <TableHeaderCell>{t('list.category')}</TableHeaderCell>
          <TableHeaderCell className={styles.amount}>{t('list.amount')}</TableHeaderCell>
          <TableHeaderCell>{t('list.participant')}</TableHeaderCell>
          <TableHeaderCell>{t('list.description')}</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.payments.map((payment) => (
          <PaymentRow
            key={payment.id.value}
            payment={payment}
            currencySign={props.currencySign}
            participantName={props.participantName(payment)}
            onCorrect={props.onCorrect}
            onVoid={props.onVoid}
          />
        ))}
      </TableBody>
    </Table>
  );
}
