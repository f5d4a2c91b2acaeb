import { useSearchParams } from '@cenacle/kit/router';
import { Button, makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import { Switch } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedParticipant } from '../../dues/api/dues.api.ts';
import { WhoHasNotPaidDialog } from '../../dues/components/WhoHasNotPaidDialog.tsx';
import { useParticipantNames } from '../../dues/hooks/useDues.ts';
import { ExportCsvLink } from '../../export/components/ExportCsvLink.tsx';
import type { PaymentPreset } from '../hooks/usePaymentForm.ts';
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
  | { readonly kind: 'add'; readonly preset?: PaymentPreset; readonly fromDues?: boolean }
  | { readonly kind: 'correct' | 'void'; readonly payment: Payment }
  | { readonly kind: 'dues' }
  | null;

/**
 * `?participant=` (the participants page's get-payment link) opens the add dialog for that
 * participant once their name is known, and leaves the address.
 */
function useParticipantFromAddress(sessionId: string, open: (preset: PaymentPreset) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('participant');
  const named = useParticipantNames(sessionId, id ? [id] : []);
  const participant = id ? named.data?.get(id) : undefined;
  useEffect(() => {
    if (!id || !(participant || named.isError || (named.isSuccess && !participant))) return;
    if (participant) open({ participant });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('participant');
        return next;
      },
      { replace: true },
    );
  }, [id, participant, named.isError, named.isSuccess, open, setParams]);
}

/** The payments list with its toolbar (add, show voided, export) and the dialogs it opens. */
export function PaymentsPanel(props: { readonly sessionId: string; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const payments = usePayments(props.sessionId);
  const showVoided = usePaymentsView((s) => s.showVoided);
  const setShowVoided = usePaymentsView((s) => s.setShowVoided);
  const [editing, setEditing] = useState<Editing>(null);
  // A payment recorded from the who-has-not-paid list returns to it.
  const close = () => setEditing(editing?.kind === 'add' && editing.fromDues ? { kind: 'dues' } : null);
  const [openFor] = useState(() => (preset: PaymentPreset) => setEditing({ kind: 'add', preset }));
  useParticipantFromAddress(props.sessionId, openFor);
  const participantIds = (payments.data?.payments ?? []).flatMap((p) =>
    p.participant ? [p.participant.id.value] : [],
  );
  const names = useParticipantNames(props.sessionId, participantIds).data;
  const namedOf = (payment: Payment): NamedParticipant | null => {
    const id = payment.participant?.id.value;
    return id ? (names?.get(id) ?? { id, name: id, servant: false }) : null;
  };

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
        <Button onClick={() => setEditing({ kind: 'dues' })} data-testid="who-has-not-paid-button">
          {t('dues.button')}
        </Button>
        <ExportCsvLink sessionId={props.sessionId} />
      </div>
      <QueryView query={payments} isEmpty={(p) => p.payments.length === 0} empty={t('list.empty')}>
        {(page) => (
          <>
            <PaymentsTable
              payments={page.payments}
              currencySign={props.currencySign}
              participantName={(payment) => namedOf(payment)?.name ?? null}
              onCorrect={(payment) => setEditing({ kind: 'correct', payment })}
              onVoid={(payment) => setEditing({ kind: 'void', payment })}
            />
            <PaymentsPager total={page.total} />
          </>
        )}
      </QueryView>
      {editing?.kind === 'add' && (
        <PaymentDialog
          sessionId={props.sessionId}
          payment={null}
          preset={editing.preset ?? null}
          onClose={close}
        />
      )}
      {editing?.kind === 'correct' && (
        <PaymentDialog
          sessionId={props.sessionId}
          payment={editing.payment}
          named={namedOf(editing.payment)}
          onClose={close}
        />
      )}
      {editing?.kind === 'dues' && (
        <WhoHasNotPaidDialog
          sessionId={props.sessionId}
          currencySign={props.currencySign}
          onPay={(preset) => setEditing({ kind: 'add', preset, fromDues: true })}
          onClose={close}
        />
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
