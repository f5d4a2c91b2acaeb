import { RequireAuthority } from '@cenacle/kit';
import { makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { SESSION_PLANNERS } from '@cenacle/shared-domain/organisation/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../hooks/useSessions.ts';
import { CreateSessionDialog } from './CreateSessionDialog.tsx';
import { SessionList } from './SessionList.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

export function SessionsPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const sessions = useSessions();
  return (
    <section data-testid="sessions-page">
      <div className={styles.header}>
        <Title2 as="h1">{t('title')}</Title2>
        <RequireAuthority authorities={roles(SESSION_PLANNERS)}>
          <CreateSessionDialog />
        </RequireAuthority>
      </div>
      <QueryView query={sessions} isEmpty={(list) => list.length === 0} empty={t('list.empty')}>
        {(list) => <SessionList sessions={list} />}
      </QueryView>
    </section>
  );
}
