import { formatMoney } from '@cenacle/kit';
import { Button, QueryView } from '@cenacle/kit/ui';
import {
  Badge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { ParticipantDue } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';
import type { PaymentPreset } from '../../payments/hooks/usePaymentForm.ts';
import { useDues } from '../hooks/useDues.ts';

interface WhoHasNotPaidDialogProps {
  readonly sessionId: string;
  readonly currencySign: string;
  /** Record a payment for this participant (the dialog stays open behind it and refreshes). */
  readonly onPay: (preset: PaymentPreset) => void;
  readonly onClose: () => void;
}

const presetOf = (due: ParticipantDue): PaymentPreset => ({
  participant: {
    id: due.participant.id.value,
    name: `${due.participant.firstname} ${due.participant.lastname}`,
    servant: due.participant.servant,
  },
  amount: due.balance,
});

/** Who has not paid (spec §2): each participant's due, what they paid, and what is left. */
export function WhoHasNotPaidDialog({ sessionId, currencySign, onPay, onClose }: WhoHasNotPaidDialogProps) {
  const { t } = useTranslation('accounting');
  const dues = useDues(sessionId);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="who-has-not-paid" style={{ maxWidth: '900px' }}>
        <DialogBody>
          <DialogTitle>{t('dues.title')}</DialogTitle>
          <DialogContent>
            <QueryView query={dues} isEmpty={(list) => list.length === 0} empty={t('dues.empty')}>
              {(list) => (
                <Table aria-label={t('dues.title')} size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('dues.participant')}</TableHeaderCell>
                      <TableHeaderCell>{t('dues.due')}</TableHeaderCell>
                      <TableHeaderCell>{t('dues.paid')}</TableHeaderCell>
                      <TableHeaderCell>{t('dues.balance')}</TableHeaderCell>
                      <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((due) => (
                      <TableRow
                        key={due.participant.id.value}
                        data-testid="due-row"
                        data-email={due.participant.email}
                      >
                        <TableCell>
                          {`${due.participant.firstname} ${due.participant.lastname}`}{' '}
                          {due.participant.servant && (
                            <Badge appearance="tint" size="small">
                              {t('dues.servant')}
                            </Badge>
                          )}
                        </TableCell>
                        <TableCell>{formatMoney(due.due, currencySign)}</TableCell>
                        <TableCell>{formatMoney(due.paid, currencySign)}</TableCell>
                        <TableCell data-testid="due-balance">
                          {formatMoney(due.balance, currencySign)}
                        </TableCell>
                        <TableCell>
                          <Button size="small" data-testid="pay-due" onClick={() => onPay(presetOf(due))}>
                            {t('dues.pay')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </QueryView>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('dues.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
