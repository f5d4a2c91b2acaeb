import { useNamespace } from '@cenacle/kit';
import { MyRegistrationsPage } from '../features/my-registrations/components/MyRegistrationsPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/MyRegistrationsRoute`: /my-registrations (any signed-in person). */
export default function MyRegistrationsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <MyRegistrationsPage />;
}
