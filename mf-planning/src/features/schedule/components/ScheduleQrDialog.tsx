import { useTranslation } from 'react-i18next';
import { absoluteUrl, QrLinkDialog } from '../../qr/QrLinkDialog.tsx';

/** The QR code (256 px, spec §9) of the session's public schedule link (for anyone), and the link. */
export function ScheduleQrDialog(props: {
  readonly sessionId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <QrLinkDialog
      url={absoluteUrl(`/public-schedule?session=${encodeURIComponent(props.sessionId)}`)}
      open={props.open}
      onClose={props.onClose}
      texts={{ title: t('schedule.qr.title'), alt: t('schedule.qr.alt'), close: t('schedule.qr.close') }}
      testIds={{ qr: 'schedule-qr', link: 'schedule-link' }}
    />
  );
}
