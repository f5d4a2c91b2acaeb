import { formatDateTime } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { MAIL_STATES, type MailState } from '@cenacle/shared-domain/mail/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../api/outbox.api.ts';
import { useOutboxPage } from '../hooks/useOutbox.ts';
import { MailDialog } from './MailDialog.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

const STATE_COLOR: Readonly<Record<MailState, 'informative' | 'warning' | 'success' | 'danger'>> = {
  REQUESTED: 'informative',
  QUEUED: 'informative',
  DELIVERED: 'success',
  RETRYING: 'warning',
  FAILED: 'danger',
};

/** `/outbox` (admin, branch admin): the mail of one's branches, its state, and each mail's timeline. */
export function OutboxPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [state, setState] = useState<MailState | ''>('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const outbox = useOutboxPage(state, page);
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section data-testid="outbox-page">
      <Title2 as="h1" block>
        {t('outbox.title')}
      </Title2>
      <div className={styles.bar}>
        <Select
          aria-label={t('outbox.filter.state')}
          value={state}
          data-testid="outbox-state"
          onChange={(_, d) => {
            setState(d.value as MailState | '');
            setPage(0);
          }}
        >
          <option value="">{t('outbox.filter.all')}</option>
          {MAIL_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`outbox.state.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <QueryView query={outbox} isEmpty={(d) => d.mails.length === 0} empty={t('outbox.empty')}>
        {({ mails }) => (
          <Table aria-label={t('outbox.caption')} data-testid="outbox-list">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('outbox.column.recipient')}</TableHeaderCell>
                <TableHeaderCell>{t('outbox.column.subject')}</TableHeaderCell>
                <TableHeaderCell>{t('outbox.column.state')}</TableHeaderCell>
                <TableHeaderCell>{t('outbox.column.requestedAt')}</TableHeaderCell>
                <TableHeaderCell>{t('outbox.column.attempts')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mails.map((mail) => (
                <TableRow key={mail.id.value} data-testid="outbox-row">
                  <TableCell>
                    <Button
                      appearance="transparent"
                      aria-label={t('outbox.open', { recipient: mail.recipient })}
                      onClick={() => setOpen(mail.id.value)}
                    >
                      {mail.recipient}
                    </Button>
                  </TableCell>
                  <TableCell>{mail.subject ?? t('outbox.noSubject')}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATE_COLOR[mail.state]}>
                      {t(`outbox.state.${mail.state}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{formatDateTime(mail.requestedAt)}</TableCell>
                  <TableCell>{mail.attempts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {pages > 1 && (
        <div className={styles.pager}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('outbox.previous')}
          </Button>
          <Text>{t('outbox.page', { page: page + 1, pages })}</Text>
          <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('outbox.next')}
          </Button>
        </div>
      )}
      {open && <MailDialog mailId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
