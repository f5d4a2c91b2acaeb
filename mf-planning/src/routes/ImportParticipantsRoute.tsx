import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import { ImportParticipantsPage } from '../features/import-participants/components/ImportParticipantsPage.tsx';
import { ImportSessionChooser } from '../features/import-participants/components/ImportSessionChooser.tsx';
import { ORGANISATION_MESSAGES, REGISTRATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ImportParticipantsRoute`: /import-participants?session={id} (branch admins). */
export default function ImportParticipantsRoute() {
  useNamespace(
    PLANNING_NS,
    loadPlanningStrings,
    ORGANISATION_MESSAGES,
    PARTICIPANTS_MESSAGES,
    REGISTRATION_MESSAGES,
  );
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? (
    <ImportParticipantsPage key={sessionId} sessionId={sessionId} />
  ) : (
    <ImportSessionChooser />
  );
}
