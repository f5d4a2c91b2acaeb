export { checkpointReached, readCheckpoint, readCheckpoints } from './checkpoints.ts';
export { type CreatePoolOptions, createDb, createPool, readModelTypes } from './create-db.ts';
export { type Migrations, migrateToLatest } from './migrate.ts';
export { infraMigrations } from './migrations/index.ts';
export {
  failureClearedPast,
  noFailure,
  type ProjectionFailure,
  type ProjectorStatus,
  readProjectionFailure,
  readProjectorStatuses,
  recordProjectionFailure,
} from './projection-failures.ts';
export {
  parseReadModelChanged,
  READ_MODEL_CHANGED_CHANNEL,
  type ReadModelChanged,
} from './read-model-changed.ts';
export type * from './schema.ts';
