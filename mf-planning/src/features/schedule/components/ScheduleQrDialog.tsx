import { Button, Link, makeStyles, tokens } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 256;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  link: { wordBreak: 'break-all' },
});

/** The session schedule's public address, from where this page was opened. */
export const publicScheduleUrl = (sessionId: string): string =>
  `${window.location.origin}/schedule?session=${encodeURIComponent(sessionId)}`;

/** The QR code (256 px, spec §9) of the session's schedule link, and the link. */
export function ScheduleQrDialog(props: {
  readonly sessionId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const url = publicScheduleUrl(props.sessionId);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('schedule.qr.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <QRCodeSVG
              value={url}
              size={QR_SIZE}
              level="M"
              marginSize={2}
              title={t('schedule.qr.alt')}
              data-testid="schedule-qr"
            />
            <Link
              href={url}
              target="_blank"
              rel="noopener"
              className={styles.link}
              data-testid="schedule-link"
            >
              {url}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose}>
              {t('schedule.qr.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
