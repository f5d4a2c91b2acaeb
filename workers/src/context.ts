import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { FileStore } from '@cenacle/infra/files/index.ts';
import type { OutboundPolicy } from '@cenacle/infra/net/outbound-address.ts';
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
  /** Opens sealed secrets (a branch's mail password): the API's SECRETS_KEY. */
  readonly secretsKey: string;
  /** Which non-public networks a branch's mail server may be on (`OUTBOUND_ALLOWED_NETWORKS`; decision 015). */
  readonly outboundPolicy: OutboundPolicy;
  /** BullMQ's key prefix: tests and the bench sharing one Redis each use their own. */
  readonly queuePrefix: string;
  /** The file store (decision 006): the files mails carry as attachments. */
  readonly files: FileStore;
}

/** A context's running background work: its reactors (run by the workers' runner) and its job consumers. */
export interface RunningContext {
  readonly reactors: readonly Projector[];
  /** After the reactors stopped: closes the consumers and queues. */
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
  /** Its reactors, and (with `jobs`) its job consumers started. */
  start(deps: WorkerDeps, options: { readonly jobs: boolean }): RunningContext;
}
