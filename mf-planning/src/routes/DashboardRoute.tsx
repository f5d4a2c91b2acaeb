import { useNamespace } from '@cenacle/kit';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import { FILES_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/DashboardRoute`: the shell mounts it at /dashboard. */
export default function DashboardRoute() {
  useNamespace(
    PLANNING_NS,
    loadPlanningStrings,
    ORGANISATION_MESSAGES,
    FILES_MESSAGES,
    PARTICIPANTS_MESSAGES,
  );
  return <DashboardPage />;
}
