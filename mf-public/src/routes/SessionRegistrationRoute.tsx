import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { FluentProvider, webLightTheme } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { NoSessionGiven } from '../features/session-registration/components/NoSessionGiven.tsx';
import { SessionRegistrationPage } from '../features/session-registration/components/SessionRegistrationPage.tsx';
import { PageHead } from '../features/site/components/PageHead.tsx';
import { PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES } from '../i18n/messages.ts';
import { loadPublicStrings, PUBLIC_NS } from '../i18n/namespace.ts';

/**
 * Exposed as `public/SessionRegistrationRoute`: the shell mounts it, for anonymous visitors too, at
 * /session-registration?session={id}. The only public page built with the staff UI kit: it brings its
 * own Fluent provider, since the shell gives public routes none.
 */
export default function SessionRegistrationRoute() {
  useNamespace(PUBLIC_NS, loadPublicStrings, PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES);
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return (
    <FluentProvider theme={webLightTheme}>
      <PageHead title={t('registration.defaultTitle')} description={t('registration.pageDescription')} />
      {sessionId ? <SessionRegistrationPage key={sessionId} sessionId={sessionId} /> : <NoSessionGiven />}
    </FluentProvider>
  );
}
