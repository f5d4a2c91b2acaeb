import { formatDateTime, shorten } from '@cenacle/kit';
import { Button, makeStyles, QueryView, RouterLink, Title2, tokens } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { ParticipantMail } from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANT_MAIL_PREVIEW_LENGTH } from '@cenacle/shared-domain/participants/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchParticipantMails, participantMailKeys } from '../api/participant-mails.api.ts';
import { ComposeMailDialog } from './ComposeMailDialog.tsx';
import { DeliveriesDialog } from './DeliveriesDialog.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** A mail's text without its markup, as the list previews it. */
export function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** `/participant-mails?session={id}`: the session's mails, composing one, and who got each. */
export function ParticipantMailsPage({ sessionId }: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const mails = useQuery({
    queryKey: participantMailKeys.list(sessionId),
    queryFn: ({ signal }) => fetchParticipantMails(sessionId, signal),
  });
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<ParticipantMail | null>(null);
  return (
    <section data-testid="participant-mails">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('participantMails.title')}
        </Title2>
        <RouterLink to={`/participants?session=${encodeURIComponent(sessionId)}`}>
          {t('participantMails.toParticipants')}
        </RouterLink>
        <Button
          appearance="primary"
          data-testid="compose-participant-mail"
          onClick={() => setComposing(true)}
        >
          {t('participantMails.compose.open')}
        </Button>
      </div>
      <QueryView query={mails} isEmpty={(list) => list.length === 0} empty={t('participantMails.empty')}>
        {(list) => (
          <Table aria-label={t('participantMails.caption')} data-testid="participant-mails-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('participantMails.column.date')}</TableHeaderCell>
                <TableHeaderCell>{t('participantMails.column.title')}</TableHeaderCell>
                <TableHeaderCell>{t('participantMails.column.preview')}</TableHeaderCell>
                <TableHeaderCell>{t('participantMails.column.delivery')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((mail) => (
                <TableRow key={mail.id.value} data-testid="participant-mail-row">
                  <TableCell>{formatDateTime(mail.date)}</TableCell>
                  <TableCell>
                    <Button appearance="transparent" data-testid="open-mail" onClick={() => setOpened(mail)}>
                      {mail.title}
                    </Button>
                  </TableCell>
                  <TableCell data-testid="mail-preview">
                    {shorten(plainText(mail.content), PARTICIPANT_MAIL_PREVIEW_LENGTH)}
                  </TableCell>
                  <TableCell data-testid="mail-delivery">
                    {t('participantMails.delivery', {
                      delivered: mail.delivered,
                      recipients: mail.recipients,
                      failed: mail.failed,
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {composing && <ComposeMailDialog sessionId={sessionId} onClose={() => setComposing(false)} />}
      {opened && <DeliveriesDialog sessionId={sessionId} mail={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
