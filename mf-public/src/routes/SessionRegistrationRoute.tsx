import { prepareNamespace, useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { useTranslation } from 'react-i18next';
import { NoSessionGiven } from '../features/session-registration/components/NoSessionGiven.tsx';
import { SessionRegistrationPage } from '../features/session-registration/components/SessionRegistrationPage.tsx';
import { PublicPage } from '../features/site/components/PublicPage.tsx';
import { PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES } from '../i18n/messages.ts';
import { loadPublicStrings, PUBLIC_NS } from '../i18n/namespace.ts';

/**
 * Exposed as `public/SessionRegistrationRoute`: the shell mounts it, for anonymous visitors too, at
 * /session-registration?session={id}. Plain HTML and CSS like every public page: no staff UI kit.
 */
export const prepare = (): Promise<void> =>
  prepareNamespace(PUBLIC_NS, loadPublicStrings, PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES);

export default function SessionRegistrationRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  useNamespace(PUBLIC_NS, loadPublicStrings, PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES);
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('registration.defaultTitle')} description={t('registration.pageDescription')}>
      {sessionId ? <SessionRegistrationPage key={sessionId} sessionId={sessionId} /> : <NoSessionGiven />}
    </PublicPage>
  );
}
