import { useNamespace } from '@cenacle/kit';
import { MyResponsibilitiesPage } from '../features/my-responsibilities/components/MyResponsibilitiesPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/MyResponsibilitiesRoute`: /my-responsibilities?session={id} (staff). */
export default function MyResponsibilitiesRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <MyResponsibilitiesPage />;
}
