import { formatDate } from '@cenacle/kit';
import { Body1, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useSchoolSession } from '../hooks/useSchoolSession.ts';

/** Page title with the session's dates, season and branch. */
export function SessionHeader(props: { readonly sessionId: string }) {
  const { t } = useTranslation('accounting');
  const session = useSchoolSession(props.sessionId).data;
  const dates = session
    ? [session.dateFrom, session.dateTo].map((d) => (d ? formatDate(d) : '…')).join(' – ')
    : null;
  return (
    <header>
      <Title2 as="h1">{t('title')}</Title2>
      {session && (
        <Body1 as="p" data-testid="session-label">
          {t('session', { dates, season: t(`season.${session.season}`), branch: session.branch?.name ?? '' })}
        </Body1>
      )}
    </header>
  );
}
