import { withCorrelation } from '@cenacle/infra/observability/correlation.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import {
  MAIL_REACTOR,
  type MailRequested,
  mailDecider,
  mailEvents,
  mailStream,
} from '@cenacle/shared-domain/mail';
import type { Queue } from 'bullmq';
import type { WorkerDeps } from '../context.ts';
import { MAIL_ATTEMPTS, MAIL_BACKOFF, type MailJobData } from './mail-queue.ts';
import { renderMail } from './render-mail.ts';

/** Who the workers act as in the log when no person caused the work. */
export const SYSTEM_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Runs in the runner's `react` step, outside any transaction (see Projector.react). Renders each requested mail in the recipient's language, records it as queued and adds a job whose
 * id is the MailRequested event's id: a replay of the log adds the same job ids again, which BullMQ
 * ignores, so a replay never sends twice (and the job itself skips a mail already settled).
 * While Redis is away the add waits (the connection queues it) and the checkpoint stays put, so the
 * mail goes out once Redis is back; commands never wait for Redis.
 */
export function mailReactor(deps: WorkerDeps, queue: Queue<MailJobData>): Projector {
  return defineProjector<MailRequested>()({
    name: MAIL_REACTOR,
    handles: ['MailRequested'],
    tables: [],
    events: mailEvents,
    // Everything happens here, outside the checkpoint's transaction; no tables to apply to.
    async react(events) {
      const jobs = await Promise.all(
        events.map((event) =>
          withCorrelation(event.metadata.correlationId, async () => {
            const { mailId, personId, template, language, params } = event.data;
            const rendered = renderMail(template, language, params);
            await deps.bus.handle(
              mailDecider,
              mailStream(mailId),
              {
                type: 'QueueMail',
                data: { mailId, personId, ...rendered },
                metadata: meta(deps, event.metadata.userId),
              },
              { correlationId: event.metadata.correlationId, causationId: event.id },
            );
            deps.logger.info({ mailId, template }, 'mail queued');
            return {
              name: template,
              data: { mailId, correlationId: event.metadata.correlationId },
              opts: {
                jobId: event.id,
                attempts: MAIL_ATTEMPTS,
                backoff: MAIL_BACKOFF,
                removeOnComplete: { age: 30 * 24 * 3600 },
                removeOnFail: { age: 30 * 24 * 3600 },
              },
            };
          }),
        ),
      );
      await queue.addBulk(jobs);
    },
  });
}

function meta(deps: WorkerDeps, userId: string | null) {
  return { userId: userId ?? SYSTEM_USER, now: deps.clock().toISOString() };
}
