import { useNamespace } from '@cenacle/kit';
import { SessionsPage } from '../features/sessions/components/SessionsPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/SessionsRoute`: the shell mounts it at /sessions. */
export default function SessionsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <SessionsPage />;
}
