import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import { SessionInvitationPage } from '../features/session-invitation/components/SessionInvitationPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/SessionInvitationRoute`: /session-invitation?session={id} (any signed-in user). */
export default function SessionInvitationRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, PARTICIPANTS_MESSAGES);
  const { t } = useTranslation('planning');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? (
    <SessionInvitationPage key={sessionId} sessionId={sessionId} />
  ) : (
    <MessageBar intent="warning" data-testid="invitation-no-session">
      <MessageBarBody>{t('invitation.noSession')}</MessageBarBody>
    </MessageBar>
  );
}
