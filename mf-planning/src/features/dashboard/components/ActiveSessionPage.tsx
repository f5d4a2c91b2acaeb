import { Button, Caption1, makeStyles, RouterLink, Title2, tokens } from '@cenacle/kit/ui';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionRights } from '../../sessions/hooks/useSessionRights.ts';
import { sessionLabel } from '../../sessions/session-label.ts';
import { NotRegisteredWarning } from './NotRegisteredWarning.tsx';
import { ScheduleWidget } from './ScheduleWidget.tsx';
import { SessionShortcuts } from './SessionShortcuts.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

interface ActiveSessionPageProps {
  readonly session: SchoolSession;
  readonly pinned: boolean;
  readonly onPin: (pinned: boolean) => void;
}

/**
 * The active session (spec §2 Dashboard): its dates and season, pin/unpin in this browser, its
 * settings for those who manage it, the not-registered warning, the schedule widget and the buttons
 * to its pages.
 */
export function ActiveSessionPage({ session, pinned, onPin }: ActiveSessionPageProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const rights = useSessionRights();
  const id = session.id.value;
  return (
    <section className={styles.page} data-testid="active-session" data-session-id={id}>
      <header className={styles.header}>
        <div className={styles.title}>
          <Title2 as="h1" block>
            {sessionLabel(session, t)}
          </Title2>
          <Caption1>{session.branch?.name ?? ''}</Caption1>
        </div>
        <Button
          appearance={pinned ? 'primary' : 'secondary'}
          aria-pressed={pinned}
          data-testid="pin-session"
          onClick={() => onPin(!pinned)}
        >
          {pinned ? t('dashboard.unpin') : t('dashboard.pin')}
        </Button>
        {rights.canManage(session) && (
          <RouterLink to={`/sessions?session=${encodeURIComponent(id)}`} data-testid="session-settings">
            {t('dashboard.settings')}
          </RouterLink>
        )}
        <RouterLink to="/sessions" data-testid="all-sessions">
          {t('dashboard.allSessions')}
        </RouterLink>
      </header>
      <NotRegisteredWarning sessionId={id} />
      <ScheduleWidget sessionId={id} />
      <SessionShortcuts sessionId={id} />
    </section>
  );
}
