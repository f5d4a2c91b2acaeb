import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { RegistrationFormPage } from '../features/registration-form/components/RegistrationFormPage.tsx';
import { ORGANISATION_MESSAGES, REGISTRATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/RegistrationFormRoute`: the shell mounts it at /session-registration-form?session={id}. */
export default function RegistrationFormRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, REGISTRATION_MESSAGES, ORGANISATION_MESSAGES);
  const [params, setParams] = useSearchParams();
  return (
    <RegistrationFormPage
      sessionId={params.get('session')}
      onSessionChange={(session) => setParams({ session })}
    />
  );
}
