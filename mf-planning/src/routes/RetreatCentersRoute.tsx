import { useNamespace } from '@cenacle/kit';
import { RetreatCentersPage } from '../features/retreat-centers/components/RetreatCentersPage.tsx';
import { FILES_MESSAGES, LODGING_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/RetreatCentersRoute`: /retreat-centers, the centres with their buildings and rooms. */
export default function RetreatCentersRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, LODGING_MESSAGES, FILES_MESSAGES);
  return <RetreatCentersPage />;
}
