import type { DomainEvent } from '@cenacle/shared-domain';
import type { Transaction } from 'kysely';
import type { Database, TableName } from '../db/schema.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { currentCorrelationId } from '../observability/correlation.ts';

/**
 * A read model's writer. It lists the event types it handles and the tables it owns (a rebuild empties
 * exactly those), and applies a batch inside the runner's transaction, which also stores the checkpoint.
 * `apply` only ever sees events whose type is in `handles`, in log order, and must be an idempotent
 * upsert keyed by ids: the same events applied to empty tables always give the same rows.
 */
export interface Projector {
  readonly name: string;
  readonly handles: readonly string[];
  readonly tables: readonly TableName[];
  apply(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * A reactor's side effects (queueing jobs, recording outcomes through the bus), run before the batch's
   * transaction opens: work that waits on anything else (Redis, the event store) must not hold a
   * transaction, since an open transaction holds back the log's readable head for every subscriber.
   * It must be idempotent: a batch that fails to commit runs it again.
   */
  react?(events: readonly RecordedEvent[]): Promise<void>;
}

/** A domain event union as recorded in the log: `type` narrows `data`, plus metadata and position. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent
  ? RecordedEvent<E['type'], E['data']>
  : never;

/**
 * Types the events the runner already filtered by `handles`. The log only holds events our deciders
 * produced, so the shapes are the domain's; this cast is the one place that trusts it.
 */
export function asRecorded<E extends DomainEvent>(events: readonly RecordedEvent[]): readonly Recorded<E>[] {
  return events as readonly Recorded<E>[];
}

/** pino's call shape (a fastify or pino logger fits), so the composition root can pass its own. */
export interface ProjectionLogger {
  debug?(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

function line(level: string, fields: object, message?: string): string {
  const correlationId = currentCorrelationId();
  const entry = {
    level,
    time: new Date().toISOString(),
    msg: message,
    ...(correlationId ? { correlationId } : {}),
  };
  return JSON.stringify({ ...entry, ...fields }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value instanceof Error ? value.stack : value,
  );
}

/** One JSON line per entry on stdout/stderr. */
export const consoleLogger: ProjectionLogger = {
  info: (fields, message) => console.log(line('info', fields, message)),
  warn: (fields, message) => console.warn(line('warn', fields, message)),
  error: (fields, message) => console.error(line('error', fields, message)),
};

export const silentLogger: ProjectionLogger = { info: () => {}, warn: () => {}, error: () => {} };
