import { formatDate } from '@cenacle/kit';
import { Body1, makeStyles, Title2, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useSchoolSession } from '../hooks/useSchoolSession.ts';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Page title with the session's dates, season and branch. */
export function SessionHeader(props: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const session = useSchoolSession(props.sessionId).data;
  const dates = session
    ? [session.dateFrom, session.dateTo].map((d) => (d ? formatDate(d) : '…')).join(' – ')
    : null;
  return (
    <header className={styles.header}>
      <Title2 as="h1" block>
        {t('title')}
      </Title2>
      {session && (
        <Body1 as="p" className={styles.label} data-testid="session-label">
          {t('session', {
            dates: dates ?? '',
            season: t(`season.${session.season}`),
            branch: session.branch?.name ?? '',
          })}
        </Body1>
      )}
    </header>
  );
}
