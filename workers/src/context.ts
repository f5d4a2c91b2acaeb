import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { ProjectionLogger, Projector } from '@cenacle/infra/runner/projector.ts';
import type { EventCatalog } from '@cenacle/shared-domain';
import type { Redis } from 'ioredis';

/** What a context's background work is given by the workers process. */
export interface WorkerDeps {
  readonly bus: CommandBus;
  /** A connection that waits (never fails) while Redis is away: commands queue until it is back. */
  readonly redis: Redis;
  readonly logger: ProjectionLogger;
  readonly newId: () => string;
  readonly clock: () => Date;
  /** Outgoing mail: `smtp://…` or `smtps://…`. */
  readonly smtpUrl: string;
  readonly mailFrom: string;
}

/** A running job consumer (a BullMQ worker and what it holds). */
export interface RunningJobs {
  close(): Promise<void>;
}

/**
 * What a bounded context brings to the workers process: reactors (subscribed to the log like
 * projectors, with their own checkpoint and one active runner) and the job consumers they feed.
 */
export interface WorkersContext {
  readonly name: string;
  /** The schemas of the events its reactors and jobs record through the bus. */
  readonly events: EventCatalog;
  reactors(deps: WorkerDeps): readonly Projector[];
  startJobs(deps: WorkerDeps): RunningJobs;
}
