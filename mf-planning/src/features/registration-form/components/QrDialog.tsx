import { publicRegistrationPath } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import { absoluteUrl, QrLinkDialog } from '../../qr/QrLinkDialog.tsx';

/** The QR code (256 px) of the session's public registration page, and its link. */
export function QrDialog(props: {
  readonly sessionId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <QrLinkDialog
      url={absoluteUrl(publicRegistrationPath(props.sessionId))}
      open={props.open}
      onClose={props.onClose}
      texts={{
        title: t('registrationForm.qr.title'),
        alt: t('registrationForm.qr.alt'),
        close: t('registrationForm.qr.close'),
      }}
      testIds={{ qr: 'registration-qr', link: 'public-link' }}
    />
  );
}
