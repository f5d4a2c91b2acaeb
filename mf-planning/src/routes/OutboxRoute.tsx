import { useNamespace } from '@cenacle/kit';
import { OutboxPage } from '../features/outbox/components/OutboxPage.tsx';
import { MAIL_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/OutboxRoute`: the shell mounts it at /outbox. */
export default function OutboxRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings, MAIL_MESSAGES);
  return <OutboxPage />;
}
