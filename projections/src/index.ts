export { READ_MODEL_CHANGED_CHANNEL } from '@cenacle/infra/db/read-model-changed.ts';
export { ledgerProjector } from './accounting/ledger.projection.ts';
export { ledgerAuditProjector } from './accounting/ledger-audit.projection.ts';
export { allProjectors } from './all-projectors.ts';
export { usersProjector } from './identity/users.projection.ts';
export { branchesProjector } from './organisation/branches.projection.ts';
export { schoolSessionsProjector } from './organisation/school-sessions.projection.ts';
export { type ProjectionsResources, prepareProjections } from './prepare.ts';
export { commitBatch, ensureCheckpoint, resetProjector, StaleCheckpointError } from './runner/checkpoint.ts';
export { ProjectionRunner, type ProjectionRunnerOptions } from './runner/projection-runner.ts';
export {
  asRecorded,
  consoleLogger,
  type ProjectionLogger,
  type Projector,
  type Recorded,
  silentLogger,
} from './runner/projector.ts';
export {
  type RebuildDeps,
  type RebuildResult,
  rebuildProjections,
  rebuildProjector,
} from './runner/rebuild.ts';
export { type ProjectionsDeps, startProjections } from './start-projections.ts';
