export { READ_MODEL_CHANGED_CHANNEL } from '@cenacle/infra/db/read-model-changed.ts';
export {
  commitBatch,
  ensureCheckpoint,
  resetProjector,
  StaleCheckpointError,
} from '@cenacle/infra/runner/checkpoint.ts';
export { ProjectionRunner, type ProjectionRunnerOptions } from '@cenacle/infra/runner/projection-runner.ts';
export {
  asRecorded,
  consoleLogger,
  type ProjectionLogger,
  type Projector,
  type Recorded,
  silentLogger,
} from '@cenacle/infra/runner/projector.ts';
export {
  type RebuildDeps,
  type RebuildResult,
  rebuildProjections,
  rebuildProjector,
} from '@cenacle/infra/runner/rebuild.ts';
export { ledgerProjector } from './accounting/ledger/ledger.projection.ts';
export { ledgerAuditProjector } from './accounting/ledger-audit/ledger-audit.projection.ts';
export { usersProjector } from './identity/users/users.projection.ts';
export { branchesProjector } from './organisation/branches/branches.projection.ts';
export { schoolSessionsProjector } from './organisation/school-sessions/school-sessions.projection.ts';
export { type ProjectionsResources, prepareProjections } from './prepare.ts';
export { allProjectors, readModelMigrations, readModels } from './read-models.ts';
export { type ProjectionsDeps, startProjections } from './start-projections.ts';
