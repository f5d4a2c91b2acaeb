import { mergeCatalogs } from '@cenacle/shared-domain';
import { mailAccountEvents, mailEvents } from '@cenacle/shared-domain/mail';
import { Queue } from 'bullmq';
import type { WorkersContext } from '../context.ts';
import { startMailJobs } from './mail-job.ts';
import { MAIL_QUEUE, type MailJobData } from './mail-queue.ts';
import { mailReactor } from './mail-reactor.ts';

/** Mail in the background: the reactor renders and queues, the job sends and records the outcome. */
export const mailWorkers: WorkersContext = {
  name: 'mail',
  // The jobs read the branches' mail accounts to pick the server a mail leaves through.
  events: mergeCatalogs([mailEvents, mailAccountEvents]),
  start(deps, options) {
    const queue = new Queue<MailJobData>(MAIL_QUEUE, { connection: deps.redis, prefix: deps.queuePrefix });
    queue.on('error', (error) => deps.logger.warn({ err: error }, 'mail queue: Redis error'));
    const jobs = options.jobs ? startMailJobs(deps) : null;
    return {
      reactors: [mailReactor(deps, queue)],
      async close() {
        await jobs?.close();
        await queue.close();
      },
    };
  },
};
