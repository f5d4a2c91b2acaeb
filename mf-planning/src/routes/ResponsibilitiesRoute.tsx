import { useNamespace } from '@cenacle/kit';
import { RESPONSIBILITIES_MESSAGES } from '../features/responsibilities/api/messages.ts';
import { ResponsibilitiesPage } from '../features/responsibilities/components/ResponsibilitiesPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ResponsibilitiesRoute`: /servant-responsibilities?session={id} (staff). */
export default function ResponsibilitiesRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, RESPONSIBILITIES_MESSAGES);
  return <ResponsibilitiesPage />;
}
