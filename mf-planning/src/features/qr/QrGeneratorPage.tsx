import { Button, Field, Input, makeStyles, Text, Title2, tokens } from '@cenacle/kit/ui';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_SIZE, QR_URL_MAX_LENGTH, qrAddressProblem } from './qr-address.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  code: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

/** /qr-generator (spec §2): an address in, its 256 px QR code out, to download as a PNG. */
export function QrGeneratorPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [address, setAddress] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const value = address.trim();
  const problem = value ? qrAddressProblem(value) : null;
  const ready = value !== '' && problem === null;
  const download = () => {
    const image = canvas.current?.toDataURL('image/png');
    if (!image) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = 'qr-code.png';
    link.click();
  };
  return (
    <div className={styles.page}>
      <Title2 as="h1" block>
        {t('qrGenerator.title')}
      </Title2>
      <Text>{t('qrGenerator.intro')}</Text>
      <Field
        label={t('qrGenerator.address')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={
          problem ? t(`qrGenerator.problem.${problem}`, { max: QR_URL_MAX_LENGTH }) : undefined
        }
      >
        <Input
          type="url"
          value={address}
          maxLength={QR_URL_MAX_LENGTH + 1}
          placeholder="https://"
          onChange={(_, data) => setAddress(data.value)}
          data-testid="qr-address"
        />
      </Field>
      {ready ? (
        <div className={styles.code}>
          <QRCodeCanvas
            ref={canvas}
            value={value}
            size={QR_SIZE}
            level="M"
            marginSize={2}
            title={t('qrGenerator.alt', { address: value })}
            data-testid="qr-code"
          />
          <Button appearance="primary" onClick={download} data-testid="qr-download">
            {t('qrGenerator.download')}
          </Button>
        </div>
      ) : (
        <Text data-testid="qr-empty">{t('qrGenerator.empty')}</Text>
      )}
    </div>
  );
}
