import { useNamespace } from '@cenacle/kit';
import { Navigate, Route, Routes } from '@cenacle/kit/router';
import { UsersPage } from '../features/users/components/UsersPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/AdminRoute`: the shell mounts it at /admin/*; /admin/users is the users page. */
export default function AdminRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return (
    <Routes>
      <Route path="users" element={<UsersPage />} />
      <Route index element={<Navigate to="users" replace />} />
    </Routes>
  );
}
