export { checkpointReached, readCheckpoint, readCheckpoints } from './checkpoints.ts';
export { type CreatePoolOptions, createDb, createPool, readModelTypes } from './create-db.ts';
export { migrateToLatest } from './migrate.ts';
export { readModelMigrations } from './migrations/index.ts';
export {
  parseReadModelChanged,
  READ_MODEL_CHANGED_CHANNEL,
  type ReadModelChanged,
} from './read-model-changed.ts';
export type * from './schema.ts';
