import { useNamespace } from '@cenacle/kit';
import { LevelsPage } from '../features/levels/components/LevelsPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/LevelsRoute`: the shell mounts it at /levels. */
export default function LevelsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <LevelsPage />;
}
