import { withCorrelation } from '@cenacle/infra/observability/correlation.ts';
import { isErased } from '@cenacle/shared-domain';
import { isMailSettled, mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { SMTP_RESPONSE_MAX_LENGTH } from '@cenacle/shared-domain/mail/rules';
import { type Job, Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import type { WorkerDeps } from '../context.ts';
import { loadAttachments } from './attachments.ts';
import { branchTransports } from './branch-transports.ts';
import { MAIL_QUEUE, type MailJobData } from './mail-queue.ts';
import { SYSTEM_USER } from './mail-reactor.ts';
import { registrationQrAttachments } from './registration-qr.ts';

/** Mails sent at once by one process (the SMTP pool's connections limit the real parallelism). */
const CONCURRENCY = 50;

const clip = (text: string): string => text.slice(0, SMTP_RESPONSE_MAX_LENGTH);

function smtpAnswer(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return clip(response);
  return clip(typeof message === 'string' ? message : String(error));
}

/** A pooled transport: `?pool=true` unless the URL says otherwise. */
function transportUrl(url: string): string {
  if (/[?&]pool=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}pool=true&maxConnections=10`;
}

/**
 * Consumes the mail queue: sends through nodemailer and records the outcome on the mail's stream.
 * A failed try is recorded with the SMTP server's answer and thrown again, so BullMQ retries with
 * backoff; the last one is recorded as final.
 */
export function startMailJobs(deps: WorkerDeps): { close(): Promise<void> } {
  const transport = nodemailer.createTransport(transportUrl(deps.smtpUrl));
  const routes = branchTransports(deps, { transport, from: deps.mailFrom });
  // The request's correlation id when the job carries it (jobs queued before it did: the job's id).
  const correlationOf = (job: Job<MailJobData>) => job.data.correlationId ?? job.id ?? job.data.mailId;
  const context = (job: Job<MailJobData>) => ({
    correlationId: correlationOf(job),
    causationId: job.id ?? null,
  });
  const metadata = () => ({ userId: SYSTEM_USER, now: deps.clock().toISOString() });

  const worker = new Worker<MailJobData>(
    MAIL_QUEUE,
    (job) => withCorrelation(correlationOf(job), () => send(job)),
    {
      connection: deps.redis.duplicate({ maxRetriesPerRequest: null }),
      prefix: deps.queuePrefix,
      concurrency: CONCURRENCY,
    },
  );

  async function send(job: Job<MailJobData>): Promise<void> {
    const { mailId } = job.data;
    const stream = mailStream(mailId);
    // A job added again (a replay after its record expired) for a mail already settled sends nothing.
    const { state } = await deps.bus.load(mailDecider, stream);
    if (isMailSettled(state)) return;
    // The reactor records the message before it adds the job: a mail without one is not ready yet.
    const { personId, recipient, message } = state;
    if (!recipient || !message) throw new Error(`Mail ${mailId} has no rendered message yet`);
    const { subject, text, html } = message;
    const attempt = job.attemptsMade + 1;
    if (isErased(recipient)) {
      // The person was erased before their mail went out: there is nobody to send it to.
      await deps.bus.handle(
        mailDecider,
        stream,
        {
          type: 'RecordMailDeliveryFailed',
          data: {
            mailId,
            personId,
            attempt,
            smtpResponse: 'not sent: the recipient was erased',
            final: true,
          },
          metadata: metadata(),
        },
        context(job),
      );
      return;
    }
    let smtpResponse: string;
    try {
      // The branch's own mail account when it has one, the default server otherwise.
      const route = await routes.routeFor(state.branchId);
      const attachments = [
        ...(await loadAttachments(deps, mailId, state.attachments)),
        ...(await registrationQrAttachments(deps, personId, html)),
      ];
      const info = await route.transport.sendMail({
        from: route.from,
        to: recipient,
        subject,
        text,
        html,
        headers: { 'X-Cenacle-Mail-Id': mailId },
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      smtpResponse = clip(info.response || 'accepted');
    } catch (error) {
      const final = attempt >= (job.opts.attempts ?? 1);
      await deps.bus.handle(
        mailDecider,
        stream,
        {
          type: 'RecordMailDeliveryFailed',
          data: { mailId, personId, attempt, smtpResponse: smtpAnswer(error), final },
          metadata: metadata(),
        },
        context(job),
      );
      throw error;
    }
    await deps.bus.handle(
      mailDecider,
      stream,
      {
        type: 'RecordMailDelivered',
        data: { mailId, personId, attempt, smtpResponse },
        metadata: metadata(),
      },
      context(job),
    );
    deps.logger.info({ mailId, attempt }, 'mail sent');
  }
  worker.on('error', (error) => deps.logger.warn({ err: error }, 'mail worker: Redis error'));
  worker.on('failed', (job, error) =>
    deps.logger.warn(
      { jobId: job?.id, ...(job ? { correlationId: correlationOf(job) } : {}), err: error },
      'mail delivery attempt failed',
    ),
  );
  return {
    async close() {
      await worker.close();
      routes.close();
      transport.close();
    },
  };
}
