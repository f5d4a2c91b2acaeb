export { EventIdConflictError, type Queryable } from './append.ts';
export {
  createPostgresEventStore,
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres-event-store.ts';
export { ensureEventStoreSchema } from './schema.ts';
