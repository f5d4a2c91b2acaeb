import { useNamespace } from '@cenacle/kit';
import { CONFERENCES_MESSAGES } from '../features/conferences/api/messages.ts';
import { ConferencesPage } from '../features/conferences/components/ConferencesPage.tsx';
import { FILES_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ConferencesRoute`: /conferences, the catalogue (admin). */
export default function ConferencesRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, FILES_MESSAGES, CONFERENCES_MESSAGES);
  return <ConferencesPage />;
}
