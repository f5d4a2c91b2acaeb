import { Button, MessageBar, MessageBarBody, makeStyles, Spinner } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  video: { width: '100%', maxHeight: '60vh', objectFit: 'cover', backgroundColor: 'black' },
});

/**
 * Reads a confirmation mail's QR code with the device camera (`qr-scanner`: the browser's own
 * BarcodeDetector where there is one, else its bundled decoder in a worker; nothing is fetched from
 * elsewhere). Loaded only when the dialog opens. Answers the code's text: the registration token.
 */
export function ScanDialog({
  onScan,
  onClose,
}: {
  readonly onScan: (text: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | { error: string }>('starting');
  const done = useRef(onScan);
  done.current = onScan;

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (stopped || !video.current) return;
        const scanner = new QrScanner(video.current, (result) => done.current(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: 'environment',
        });
        stop = () => scanner.destroy();
        await scanner.start();
        if (!stopped) setState('scanning');
      })
      .catch((error: unknown) => {
        if (!stopped) setState({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('desk.scan.title')}</DialogTitle>
          <DialogContent>
            {state === 'starting' && <Spinner size="small" label={t('desk.scan.starting')} />}
            {typeof state === 'object' && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('desk.scan.noCamera', { reason: state.error })}</MessageBarBody>
              </MessageBar>
            )}
            <video ref={video} className={styles.video} aria-label={t('desk.scan.video')} muted playsInline />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('desk.scan.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
