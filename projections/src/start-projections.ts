import type { Database } from '@cenacle/infra/db/schema.ts';
import type { EventStore, Position } from '@cenacle/infra/eventstore/port.ts';
import { ProjectionRunner } from '@cenacle/infra/runner/projection-runner.ts';
import type { ProjectionLogger, Projector } from '@cenacle/infra/runner/projector.ts';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { allProjectors } from './read-models.ts';

export interface ProjectionsDeps {
  readonly store: EventStore;
  /** Read-model database, migrated (`migrateToLatest`). */
  readonly db: Kysely<Database>;
  /** The pool under `db` (from `createPool`). */
  readonly pool: pg.Pool;
  /** Default: every projector. */
  readonly projectors?: readonly Projector[];
  readonly batchSize?: number;
  readonly logger?: ProjectionLogger;
  readonly onCommitted?: (projection: string, position: Position) => void;
}

/**
 * Starts the projection runner on ready dependencies (the composition root created and migrated them
 * and closes them after `runner.stop()`). Used by `main.ts` and by the combined start script.
 */
export function startProjections(deps: ProjectionsDeps): ProjectionRunner {
  const runner = new ProjectionRunner({ ...deps, projectors: deps.projectors ?? allProjectors });
  runner.start();
  return runner;
}
