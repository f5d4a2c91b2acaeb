import { Button, makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import { Switch } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvLink } from '../../export/components/ExportCsvLink.tsx';
import { usePayments } from '../hooks/usePayments.ts';
import { usePaymentsView } from '../state/payments-view.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentsPager } from './PaymentsPager.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { VoidPaymentDialog } from './VoidPaymentDialog.tsx';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

type Editing =
  | { readonly kind: 'add' }
  | { readonly kind: 'correct' | 'void'; readonly payment: Payment }
  | null;

/** The payments list with its toolbar (add, show voided, export) and the dialogs it opens. */
export function PaymentsPanel(props: { readonly sessionId: string; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const payments = usePayments(props.sessionId);
  const showVoided = usePaymentsView((s) => s.showVoided);
  const setShowVoided = usePaymentsView((s) => s.setShowVoided);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading">{t('list.title')}</h2>
      <div className={styles.toolbar}>
        <Button appearance="primary" onClick={() => setEditing({ kind: 'add' })} data-testid="add-payment">
          {t('add.button')}
        </Button>
        <Switch
          label={t('list.showVoided')}
          checked={showVoided}
          onChange={(_, d) => setShowVoided(d.checked)}
          data-testid="show-voided"
        />
        <ExportCsvLink sessionId={props.sessionId} />
      </div>
      <QueryView query={payments} isEmpty={(p) => p.payments.length === 0} empty={t('list.empty')}>
        {(page) => (
          <>
            <PaymentsTable
              payments={page.payments}
              currencySign={props.currencySign}
              onCorrect={(payment) => setEditing({ kind: 'correct', payment })}
              onVoid={(payment) => setEditing({ kind: 'void', payment })}
            />
            <PaymentsPager total={page.total} />
          </>
        )}
      </QueryView>
      {editing?.kind === 'add' && (
        <PaymentDialog sessionId={props.sessionId} payment={null} onClose={close} />
      )}
      {editing?.kind === 'correct' && (
        <PaymentDialog sessionId={props.sessionId} payment={editing.payment} onClose={close} />
      )}
      {editing?.kind === 'void' && (
        <VoidPaymentDialog
          sessionId={props.sessionId}
          payment={editing.payment}
          currencySign={props.currencySign}
          onClose={close}
        />
      )}
    </section>
  );
}
