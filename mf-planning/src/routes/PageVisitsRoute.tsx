import { useNamespace } from '@cenacle/kit';
import { PageVisitsPage } from '../features/page-visits/components/PageVisitsPage.tsx';
import { ANALYTICS_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/PageVisitsRoute`: the shell mounts it at /page-visits. */
export default function PageVisitsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ANALYTICS_MESSAGES);
  return <PageVisitsPage />;
}
