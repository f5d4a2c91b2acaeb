import { MessageBar, MessageBarBody, RouterLink } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

export function NoSessionChosen() {
  const { t } = useTranslation('accounting');
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        {t('noSession')} <RouterLink to="/sessions">{t('toSessions')}</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
