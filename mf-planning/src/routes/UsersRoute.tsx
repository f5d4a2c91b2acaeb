import { useNamespace } from '@cenacle/kit';
import { UsersPage } from '../features/users/components/UsersPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/**
 * Exposed as `planning/UsersRoute`: /users (spec §6 route groups: admin or branch admin), the same
 * users page as /admin/users, which the admin menu links to.
 */
export default function UsersRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <UsersPage />;
}
