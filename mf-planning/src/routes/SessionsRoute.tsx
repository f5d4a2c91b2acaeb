import { useNamespace } from '@cenacle/kit';
import { SessionsPage } from '../features/sessions/components/SessionsPage.tsx';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/SessionsRoute`: the shell mounts it at /sessions. */
export default function SessionsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings);
  return <SessionsPage />;
}
