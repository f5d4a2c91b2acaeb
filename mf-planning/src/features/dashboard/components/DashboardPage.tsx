import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { QueryView } from '@cenacle/kit/ui';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BranchesPage } from '../../branches/components/BranchesPage.tsx';
import { SessionsPage } from '../../sessions/components/SessionsPage.tsx';
import { useRefusedSession, useSessions } from '../../sessions/hooks/useSessions.ts';
import { activeSession } from '../active-session.ts';
import { usePinnedSession } from '../hooks/usePinnedSession.ts';
import { ActiveSessionPage } from './ActiveSessionPage.tsx';

/**
 * `/dashboard` (spec §2): administrators see the branch configuration; everyone else the active
 * session (the address's `?session=`, the pinned one, or the first not yet ended), or the sessions
 * list when there is none.
 */
export function DashboardPage() {
  const admin = useAuth((s) => hasAnyAuthority(s.account, ['ROLE_ADMIN']));
  return admin ? <BranchesPage /> : <SessionDashboard />;
}

function SessionDashboard() {
  const { t } = useTranslation('planning');
  const sessions = useSessions();
  const [params] = useSearchParams();
  const [pinned, setPinned] = usePinnedSession();
  useRefusedSession(params.get('session'));
  return (
    <QueryView query={sessions} loadingLabel={t('dashboard.loading')}>
      {(list) => {
        const choice = { requested: params.get('session'), pinned, today: dayjs().format('YYYY-MM-DD') };
        const active = activeSession(list, choice);
        if (!active) return <SessionsPage />;
        const isPinned = pinned === active.id.value;
        return (
          <ActiveSessionPage
            key={active.id.value}
            session={active}
            pinned={isPinned}
            onPin={(pin) => setPinned(pin ? active.id.value : null)}
          />
        );
      }}
    </QueryView>
  );
}
