import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { MessageBar, MessageBarBody, RouterLink } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import { ParticipantMailsPage } from '../features/participant-mails/components/ParticipantMailsPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ParticipantMailsRoute`: /participant-mails?session={id} (mailers). */
export default function ParticipantMailsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, PARTICIPANTS_MESSAGES);
  const { t } = useTranslation('planning');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? (
    <ParticipantMailsPage key={sessionId} sessionId={sessionId} />
  ) : (
    <MessageBar intent="warning" data-testid="participant-mails-no-session">
      <MessageBarBody>
        {t('participants.noSession')} <RouterLink to="/sessions">{t('participants.toSessions')}</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
