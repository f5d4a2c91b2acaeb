import type { Payment } from '@cenacle/shared-domain';
import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { PaymentRow } from './PaymentRow.tsx';

interface PaymentsTableProps {
  readonly payments: readonly Payment[];
  readonly currencySign: string;
  readonly onCorrect: (payment: Payment) => void;
  readonly onVoid: (payment: Payment) => void;
}

export function PaymentsTable(props: PaymentsTableProps) {
  const { t } = useTranslation('accounting');
  return (
    <Table aria-label={t('list.caption')} data-testid="payments-table" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.date')}</TableHeaderCell>
          <TableHeaderCell>{t('list.category')}</TableHeaderCell>
          <TableHeaderCell>{t('list.amount')}</TableHeaderCell>
          <TableHeaderCell>{t('list.description')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.payments.map((payment) => (
          <PaymentRow
            key={payment.id.value}
            payment={payment}
            currencySign={props.currencySign}
            onCorrect={props.onCorrect}
            onVoid={props.onVoid}
          />
        ))}
      </TableBody>
    </Table>
  );
}
