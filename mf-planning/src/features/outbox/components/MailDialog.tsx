import { formatDateTime } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Subtitle2, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useOutboxMail } from '../hooks/useOutbox.ts';

const useStyles = makeStyles({
  timeline: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  message: { width: '100%', minHeight: '260px', border: `1px solid ${tokens.colorNeutralStroke1}` },
  answer: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
});

/** One mail: its delivery timeline (requested → queued → sent, or failed tries) and its message. */
export function MailDialog(props: { readonly mailId: string; readonly onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const mail = useOutboxMail(props.mailId);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{mail.data?.subject ?? t('outbox.noSubject')}</DialogTitle>
          <DialogContent>
            <QueryView query={mail}>
              {(detail) => (
                <div data-testid="outbox-mail">
                  <p>
                    {detail.recipient} · <Badge appearance="tint">{t(`outbox.state.${detail.state}`)}</Badge>
                  </p>
                  <Subtitle2 as="h3" block>
                    {t('outbox.timeline')}
                  </Subtitle2>
                  <ol className={styles.timeline} data-testid="outbox-timeline">
                    {detail.timeline.map((entry) => (
                      <li key={`${entry.type}-${entry.at}-${entry.attempt ?? 0}`}>
                        {formatDateTime(entry.at, { seconds: true })} — {t(`outbox.event.${entry.type}`)}
                        {entry.attempt !== null && <> ({t('outbox.attempt', { n: entry.attempt })})</>}
                        {entry.smtpResponse && <div className={styles.answer}>{entry.smtpResponse}</div>}
                      </li>
                    ))}
                  </ol>
                  <Subtitle2 as="h3" block>
                    {t('outbox.message')}
                  </Subtitle2>
                  {detail.html ? (
                    // A sandbox without permissions: the message's markup can run nothing and reach nothing.
                    <iframe
                      className={styles.message}
                      title={t('outbox.message')}
                      sandbox=""
                      srcDoc={detail.html}
                    />
                  ) : (
                    <pre>{detail.text ?? ''}</pre>
                  )}
                </div>
              )}
            </QueryView>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('outbox.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
