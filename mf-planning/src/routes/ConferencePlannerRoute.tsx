import { useNamespace } from '@cenacle/kit';
import { ConferencePlannerPage } from '../features/conference-planner/components/ConferencePlannerPage.tsx';
import { CONFERENCES_MESSAGES } from '../features/conferences/api/messages.ts';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ConferencePlannerRoute`: /servant-conference?session={id} (staff). */
export default function ConferencePlannerRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, CONFERENCES_MESSAGES);
  return <ConferencePlannerPage />;
}
