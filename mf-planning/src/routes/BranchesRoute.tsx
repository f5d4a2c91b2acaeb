import { useNamespace } from '@cenacle/kit';
import { BranchesPage } from '../features/branches/components/BranchesPage.tsx';
import { FILES_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/BranchesRoute`: the shell mounts it at /config-branches. */
export default function BranchesRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, FILES_MESSAGES);
  return <BranchesPage />;
}
