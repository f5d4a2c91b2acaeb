import type pg from 'pg';
import { KurrentEventStore } from './kurrent/kurrent-event-store.ts';
import type { EventStore } from './port.ts';
import { createPostgresEventStore } from './postgres/postgres-event-store.ts';

export * from './kurrent/index.ts';
export * from './port.ts';
export * from './postgres/index.ts';

export interface EventStoreConfig {
  /** When set (esdb://, kurrentdb://), events go to KurrentDB/EventStoreDB. */
  readonly eventStoreUrl?: string | null;
  /** The PostgreSQL pool to use (borrowed: `close` leaves it open)... */
  readonly pool?: pg.Pool;
  /** ...or a connection string (the store owns its pool). */
  readonly databaseUrl?: string;
}

/** Picks the adapter from configuration: KurrentDB when `eventStoreUrl` is set, else PostgreSQL. */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) return new KurrentEventStore(config.eventStoreUrl);
  const target = config.pool ?? config.databaseUrl;
  if (!target) throw new Error('createEventStore: needs eventStoreUrl, pool or databaseUrl');
  return createPostgresEventStore(target);
}
