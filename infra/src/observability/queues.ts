import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** The BullMQ queue the mail reactor fills and the mail job consumes. */
export const MAIL_QUEUE = 'cenacle-mail';

/** Every queue the workers consume: the API's health reports their depth. */
export const WORKER_QUEUES: readonly string[] = [MAIL_QUEUE];

export interface QueueDepth {
  readonly waiting: number;
  readonly active: number;
  readonly delayed: number;
  readonly failed: number;
  readonly completed: number;
}

/**
 * Reads the job counts of the workers' queues from Redis (BullMQ's own counts), one Queue handle per
 * name kept for the process. `read` throws when Redis does not answer; the caller reports Redis down.
 */
export class QueueDepthReader {
  private readonly queues: Queue[];

  constructor(
    private readonly connection: Redis,
    prefix: string,
    names: readonly string[] = WORKER_QUEUES,
  ) {
    this.queues = names.map((name) => {
      const queue = new Queue(name, { connection, prefix });
      // The health reports Redis away; BullMQ would otherwise print each reconnection's error.
      queue.on('error', () => undefined);
      return queue;
    });
  }

  async read(): Promise<Record<string, QueueDepth>> {
    // Away, a count would wait for the reconnection (and never settle while it does not come).
    if (this.connection.status !== 'ready') throw new Error(`Redis is ${this.connection.status}`);
    const entries = await Promise.all(
      this.queues.map(async (queue) => {
        const counts = await queue.getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
          'completed',
        );
        const depth: QueueDepth = {
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
        return [queue.name, depth] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async close(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
  }
}
