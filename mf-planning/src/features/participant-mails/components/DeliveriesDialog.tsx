import { Button, QueryView } from '@cenacle/kit/ui';
import {
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
import type { ParticipantMail, ParticipantMailDelivery } from '@cenacle/shared-domain/participants/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDeliveries, participantMailKeys } from '../api/participant-mails.api.ts';

/** How often the dialog looks again while some deliveries are still on their way. */
const REFRESH_MS = 2_000;
const settled = (d: ParticipantMailDelivery) => d.state === 'DELIVERED' || d.state === 'FAILED';

/** Each participant's delivery of one mail, refreshed until every one has settled. */
export function DeliveriesDialog(props: {
  readonly sessionId: string;
  readonly mail: ParticipantMail;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const deliveries = useQuery({
    queryKey: participantMailKeys.deliveries(props.sessionId, props.mail.id.value),
    queryFn: ({ signal }) => fetchDeliveries(props.sessionId, props.mail.id.value, signal),
    refetchInterval: (query) =>
      query.state.data && query.state.data.length > 0 && query.state.data.every(settled) ? false : REFRESH_MS,
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface data-testid="mail-deliveries">
        <DialogBody>
          <DialogTitle>{t('participantMails.deliveries.title', { title: props.mail.title })}</DialogTitle>
          <DialogContent>
            <QueryView
              query={deliveries}
              isEmpty={(list) => list.length === 0}
              empty={t('participantMails.deliveries.empty')}
            >
              {(list) => (
                <Table size="small" aria-label={t('participantMails.deliveries.caption')}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('participantMails.deliveries.participant')}</TableHeaderCell>
                      <TableHeaderCell>{t('participantMails.deliveries.email')}</TableHeaderCell>
                      <TableHeaderCell>{t('participantMails.deliveries.state')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((delivery) => (
                      <TableRow
                        key={delivery.participant.id.value}
                        data-testid="delivery-row"
                        data-email={delivery.participant.email}
                        data-state={delivery.state ?? 'PENDING'}
                      >
                        <TableCell>{`${delivery.participant.firstname} ${delivery.participant.lastname}`}</TableCell>
                        <TableCell>{delivery.participant.email}</TableCell>
                        <TableCell>
                          {delivery.state
                            ? t(`outbox.state.${delivery.state}`)
                            : t('participantMails.deliveries.pending')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </QueryView>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('participantMails.deliveries.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
