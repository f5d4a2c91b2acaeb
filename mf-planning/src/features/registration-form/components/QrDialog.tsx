import { Button, Link, makeStyles, tokens } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { publicRegistrationPath } from '@cenacle/shared-domain/registration/rules';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 256;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  link: { wordBreak: 'break-all' },
});

/** The public registration page's absolute address, from where this page was opened. */
export const publicRegistrationUrl = (sessionId: string): string =>
  `${window.location.origin}${publicRegistrationPath(sessionId)}`;

/** The QR code (256 px) of the session's public registration page, and its link. */
export function QrDialog(props: {
  readonly sessionId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const url = publicRegistrationUrl(props.sessionId);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('registrationForm.qr.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <QRCodeSVG
              value={url}
              size={QR_SIZE}
              level="M"
              marginSize={2}
              title={t('registrationForm.qr.alt')}
              data-testid="registration-qr"
            />
            <Link href={url} target="_blank" rel="noopener" className={styles.link} data-testid="public-link">
              {url}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose}>
              {t('registrationForm.qr.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
