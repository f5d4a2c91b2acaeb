import { useNamespace } from '@cenacle/kit';
import { Navigate, Route, Routes } from '@cenacle/kit/router';
import { MailAccountPage } from '../features/mail-account/components/MailAccountPage.tsx';
import { MAIL_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ConfigRoute`: the shell mounts it at /config/*; it serves /config/mail-account. */
export default function ConfigRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, MAIL_MESSAGES);
  return (
    <Routes>
      <Route path="mail-account" element={<MailAccountPage />} />
      <Route path="*" element={<Navigate to="mail-account" replace />} />
    </Routes>
  );
}
