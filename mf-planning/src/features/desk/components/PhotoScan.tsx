import { makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // The browser's own file button speaks the browser's language: the label is the button instead,
  // and the input stays in the page (focusable, clicked through its label) but unseen.
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    opacity: 0,
    overflow: 'hidden',
  },
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  focused: {
    ':focus-within': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
});

/**
 * A QR code read from a photo: where the page may not use the camera (a phone opens its camera app
 * for `capture`), or a code on another screen. Same decoder as the live scan, loaded on first use.
 */
export function PhotoScan({ onScan }: { readonly onScan: (text: string) => void }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { default: QrScanner } = await import('qr-scanner');
      // Decoded to a bitmap here: handed the file, the scanner would load it through an <img> with a
      // blob: address, which the page's Content-Security-Policy (img-src) rightly refuses.
      const bitmap = await createImageBitmap(file);
      const result = await QrScanner.scanImage(bitmap, { returnDetailedScanResult: true }).finally(() =>
        bitmap.close(),
      );
      setFailed(false);
      onScan(result.data);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={styles.wrap}>
      <div className={styles.focused}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => void read(e)}
          data-testid="desk-scan-photo"
        />
        <label htmlFor={id} className={styles.button}>
          <Text weight="semibold">{t('desk.scan.photo')}</Text>
        </label>
      </div>
      {failed && (
        <Text role="alert" data-testid="desk-scan-photo-failed">
          {t('desk.scan.noCode')}
        </Text>
      )}
    </div>
  );
}
