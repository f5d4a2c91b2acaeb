import { MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** /session-registration without `?session=`: nothing to register for. */
export function NoSessionGiven() {
  const { t } = useTranslation('public');
  return (
    <MessageBar intent="warning" data-testid="registration-no-session">
      <MessageBarBody>{t('registration.noSession')}</MessageBarBody>
    </MessageBar>
  );
}
