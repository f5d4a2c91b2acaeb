import { useNamespace } from '@cenacle/kit';
import { Route, Routes, useParams } from '@cenacle/kit/router';
import { DeskChooser } from '../features/desk/components/DeskChooser.tsx';
import { DeskPage } from '../features/desk/components/DeskPage.tsx';
import { registerDeskServiceWorker } from '../features/desk/state/service-worker.ts';
import { wipeDeskOnSignOut } from '../features/desk/state/sign-out.ts';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import {
  ACCOUNTING_MESSAGES,
  DESK_MESSAGES,
  LODGING_MESSAGES,
  ORGANISATION_MESSAGES,
} from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

// From the moment the desk's code is in the page: a sign-out wipes its rosters, and the service
// worker that lets /desk reload offline is installed (decision 023).
wipeDeskOnSignOut();
registerDeskServiceWorker();

function DeskSessionRoute() {
  const { sessionId } = useParams();
  return sessionId ? <DeskPage key={sessionId} sessionId={sessionId} /> : <DeskChooser />;
}

/**
 * Exposed as `planning/DeskRoute`: the shell mounts it at /desk/*; /desk opens the last or newest
 * session's desk, /desk/{sessionId} that session's. The refused actions' reasons are the desk's own,
 * the participants', accounting's and lodging's error messages.
 */
export default function DeskRoute() {
  useNamespace(
    PLANNING_NS,
    loadPlanningStrings,
    ORGANISATION_MESSAGES,
    PARTICIPANTS_MESSAGES,
    ACCOUNTING_MESSAGES,
    LODGING_MESSAGES,
    DESK_MESSAGES,
  );
  return (
    <Routes>
      <Route path=":sessionId" element={<DeskSessionRoute />} />
      <Route path="*" element={<DeskChooser />} />
    </Routes>
  );
}
