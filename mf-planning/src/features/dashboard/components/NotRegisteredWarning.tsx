import { MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchParticipation, invitationKeys } from '../../session-invitation/api/invitation.api.ts';

/**
 * The active session page's warning (spec §2): the signed-in person is not registered on the session
 * (the session's staff put servants on it). A failed check shows nothing (spec §8: logged only).
 */
export function NotRegisteredWarning({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const participation = useQuery({
    queryKey: invitationKeys.participation(sessionId),
    queryFn: ({ signal }) => fetchParticipation(sessionId, signal),
    retry: false,
  });
  if (!participation.data || participation.data.participant) return null;
  return (
    <MessageBar intent="warning" data-testid="not-registered">
      <MessageBarBody>{t('dashboard.notRegistered')}</MessageBarBody>
    </MessageBar>
  );
}
