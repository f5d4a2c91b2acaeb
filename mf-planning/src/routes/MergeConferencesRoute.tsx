import { useNamespace } from '@cenacle/kit';
import { CONFERENCES_MESSAGES } from '../features/conferences/api/messages.ts';
import { MergeConferencesPage } from '../features/merge-conferences/components/MergeConferencesPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/MergeConferencesRoute`: /merge-conferences?session={id} (admins, branch admins). */
export default function MergeConferencesRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, CONFERENCES_MESSAGES);
  return <MergeConferencesPage />;
}
