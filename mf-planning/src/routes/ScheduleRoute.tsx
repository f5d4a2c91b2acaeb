import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { SchedulePage } from '../features/schedule/components/SchedulePage.tsx';
import { SCHEDULE_MESSAGES } from '../features/schedule/messages.ts';
import { ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/ScheduleRoute`: the shell mounts it at /schedule?session&day. */
export default function ScheduleRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, SCHEDULE_MESSAGES, ORGANISATION_MESSAGES);
  const [params, setParams] = useSearchParams();
  return (
    <SchedulePage
      sessionId={params.get('session')}
      day={params.get('day')}
      onChange={({ session, day }) => setParams(day ? { session, day } : { session })}
    />
  );
}
