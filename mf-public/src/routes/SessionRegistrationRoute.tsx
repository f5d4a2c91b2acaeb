import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { NoSessionGiven } from '../features/session-registration/components/NoSessionGiven.tsx';
import { SessionRegistrationPage } from '../features/session-registration/components/SessionRegistrationPage.tsx';
import { PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES } from '../i18n/messages.ts';
import { loadPublicStrings, PUBLIC_NS } from '../i18n/namespace.ts';

/**
 * Exposed as `public/SessionRegistrationRoute`: the shell mounts it, for anonymous visitors too, at
 * /session-registration?session={id}.
 */
export default function SessionRegistrationRoute() {
  useNamespace(PUBLIC_NS, loadPublicStrings, PARTICIPANTS_MESSAGES, REGISTRATION_MESSAGES);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <SessionRegistrationPage key={sessionId} sessionId={sessionId} /> : <NoSessionGiven />;
}
