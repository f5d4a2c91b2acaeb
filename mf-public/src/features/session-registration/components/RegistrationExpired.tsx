import { MessageBar, MessageBarBody, MessageBarTitle } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** The deadline has passed, or the session is not published (any more): no form. */
export function RegistrationExpired() {
  const { t } = useTranslation('public');
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="registration-expired">
      <MessageBarBody>
        <MessageBarTitle>{t('registration.expired.title')}</MessageBarTitle>
        {t('registration.expired.message')}
      </MessageBarBody>
    </MessageBar>
  );
}
