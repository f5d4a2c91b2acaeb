import { useNamespace } from '@cenacle/kit';
import { ServantsPage } from '../features/servants/components/ServantsPage.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ServantsRoute`: the shell mounts it at /servants. */
export default function ServantsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES);
  return <ServantsPage />;
}
