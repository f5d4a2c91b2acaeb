import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { PARTICIPANTS_MESSAGES } from '../features/import-participants/api/messages.ts';
import { ServantsPage } from '../features/servants/components/ServantsPage.tsx';
import { SessionServantsPlanner } from '../features/servants/components/SessionServantsPlanner.tsx';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/**
 * Exposed as `planning/ServantsRoute`: the shell mounts it at /servants. With `?session={id}` it is
 * the planner of the session's servants, without it the list of servants (spec §2 Servants).
 */
export default function ServantsRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, ORGANISATION_MESSAGES, PARTICIPANTS_MESSAGES);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <SessionServantsPlanner key={sessionId} sessionId={sessionId} /> : <ServantsPage />;
}
