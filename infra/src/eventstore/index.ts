import pg from 'pg';
import { DEVELOPMENT_PERSONAL_DATA_KEY, deriveMasterKey } from '../personal-data/crypto.ts';
import { PersonalDataKeys } from '../personal-data/personal-data-keys.ts';
import { ProtectedEventStore } from '../personal-data/protected-event-store.ts';
import { KurrentEventStore } from './kurrent/kurrent-event-store.ts';
import { createPostgresEventStore } from './postgres/postgres-event-store.ts';

export * from './event-id.ts';
export * from './kurrent/index.ts';
export * from './port.ts';
export * from './postgres/index.ts';

export interface EventStoreConfig {
  /** When set (esdb://, kurrentdb://), events go to KurrentDB/EventStoreDB. */
  readonly eventStoreUrl?: string | null;
  /** The PostgreSQL pool to use (borrowed: `close` leaves it open)... */
  readonly pool?: pg.Pool;
  /** ...or a connection string (the store owns its pool). With KurrentDB, the key table's database. */
  readonly databaseUrl?: string;
  /** The secret the personal data keys are wrapped with (`PERSONAL_DATA_KEY`; a development default). */
  readonly personalDataKey?: string;
}

/**
 * Picks the adapter from configuration (KurrentDB when `eventStoreUrl` is set, else PostgreSQL) and
 * protects it: personal data is sealed on the way in and opened on the way out (decision 007). The
 * key table lives in PostgreSQL either way.
 */
export async function createEventStore(config: EventStoreConfig): Promise<ProtectedEventStore> {
  const master = deriveMasterKey(config.personalDataKey ?? DEVELOPMENT_PERSONAL_DATA_KEY);
  if (config.eventStoreUrl) {
    const keyPoolTarget = config.pool ?? config.databaseUrl;
    if (!keyPoolTarget)
      throw new Error('createEventStore: the personal data keys need a pool or databaseUrl');
    const keyPool =
      typeof keyPoolTarget === 'string'
        ? new pg.Pool({ connectionString: keyPoolTarget, max: 4 })
        : keyPoolTarget;
    const owned = typeof keyPoolTarget === 'string';
    return new ProtectedEventStore(
      new KurrentEventStore(config.eventStoreUrl),
      new PersonalDataKeys(keyPool, master),
      async () => {
        if (owned) await keyPool.end();
      },
    );
  }
  const target = config.pool ?? config.databaseUrl;
  if (!target) throw new Error('createEventStore: needs eventStoreUrl, pool or databaseUrl');
  const store = await createPostgresEventStore(target);
  return new ProtectedEventStore(store, new PersonalDataKeys(store.pool, master));
}
