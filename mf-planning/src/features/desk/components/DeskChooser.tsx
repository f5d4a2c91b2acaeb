import { Navigate } from '@cenacle/kit/router';
import { MessageBar, MessageBarBody, Spinner, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { lastDeskSession } from '../state/last-session.ts';

/**
 * /desk: the desk of the session opened last on this browser (so it opens offline too), else of the
 * newest session; the desk's own session bar switches to another.
 */
export function DeskChooser() {
  const { t } = useTranslation('planning');
  const sessions = useSessions();
  const last = lastDeskSession();
  const target = last ?? sessions.data?.[0]?.id.value;
  if (target) return <Navigate to={`/desk/${encodeURIComponent(target)}`} replace />;
  if (sessions.isPending) return <Spinner size="small" role="status" />;
  return (
    <>
      <Title2 as="h1" block>
        {t('desk.chooseTitle')}
      </Title2>
      <MessageBar intent={sessions.isError ? 'warning' : 'info'}>
        <MessageBarBody>
          {sessions.isError ? t('desk.offlineNoSession') : t('desk.noSessions')}
        </MessageBarBody>
      </MessageBar>
    </>
  );
}
