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
import { QR_SIZE } from './qr-address.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  link: { wordBreak: 'break-all' },
});

/** An address of this site as absolute, from where this page was opened (for a code a phone scans). */
export const absoluteUrl = (path: string): string => `${window.location.origin}${path}`;

interface QrLinkDialogProps {
  readonly url: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Translated texts: the dialog's title, the code's text alternative, the close button. */
  readonly texts: { readonly title: string; readonly alt: string; readonly close: string };
  /** The test ids of the code and of the link. */
  readonly testIds: { readonly qr: string; readonly link: string };
}

/** The QR code of an address and the address as a link: the public registration page, a schedule. */
export function QrLinkDialog({ url, open, onClose, texts, testIds }: QrLinkDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <QRCodeSVG
              value={url}
              size={QR_SIZE}
              level="M"
              marginSize={2}
              title={texts.alt}
              data-testid={testIds.qr}
            />
            <Link
              href={url}
              target="_blank"
              rel="noopener"
              className={styles.link}
              data-testid={testIds.link}
            >
              {url}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
