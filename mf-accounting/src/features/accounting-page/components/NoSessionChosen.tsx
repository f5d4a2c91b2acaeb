import { MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NoSessionChosen() {
  const { t } = useTranslation('accounting');
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        {t('noSession')} <Link to="/sessions">{t('toSessions')}</Link>
      </MessageBarBody>
    </MessageBar>
  );
}
