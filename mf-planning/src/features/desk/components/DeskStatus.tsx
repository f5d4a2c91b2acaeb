import { formatDateTime } from '@cenacle/kit';
import { Button, Caption1, MessageBar, MessageBarActions, MessageBarBody } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { deskWorker } from '../state/service-worker.ts';

interface DeskStatusProps {
  readonly offline: boolean;
  readonly waiting: number;
  readonly syncing: boolean;
  readonly denied: boolean;
  /** When the roster shown was read from this device: when it was stored. */
  readonly fromDeviceSince: string | null;
  readonly onSendNow: () => void;
}

/** The banner that says plainly whether the desk is offline and how many actions wait on it. */
export function DeskStatus(props: DeskStatusProps) {
  const { t } = useTranslation('planning');
  const waiting = props.waiting > 0 ? t('desk.status.waiting', { count: props.waiting }) : '';
  const offlineReady = useStore(deskWorker, (s) => s.ready);
  return (
    <div aria-live="polite" data-testid="desk-status">
      {props.offline && (
        <MessageBar intent="warning" data-testid="desk-offline">
          <MessageBarBody>
            {t('desk.status.offline')} {waiting}
          </MessageBarBody>
        </MessageBar>
      )}
      {!props.offline && props.waiting > 0 && (
        <MessageBar intent="info" data-testid="desk-waiting">
          <MessageBarBody>{props.syncing ? t('desk.status.sending') : waiting}</MessageBarBody>
          {!props.syncing && (
            <MessageBarActions>
              <Button size="small" onClick={props.onSendNow}>
                {t('desk.status.sendNow')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {props.denied && props.waiting > 0 && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('desk.status.denied')}</MessageBarBody>
        </MessageBar>
      )}
      {props.fromDeviceSince && (
        <MessageBar intent="info" data-testid="desk-from-device">
          <MessageBarBody>
            {t('desk.status.fromDevice', { time: formatDateTime(props.fromDeviceSince) })}
          </MessageBarBody>
        </MessageBar>
      )}
      {offlineReady && !props.offline && (
        <Caption1 data-testid="desk-offline-ready">{t('desk.status.offlineReady')}</Caption1>
      )}
    </div>
  );
}
