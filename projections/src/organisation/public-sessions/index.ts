import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './public-sessions.migration.ts';
import { publicSessionsProjector } from './public-sessions.projection.ts';
import * as versionMigration from './public-sessions-version.migration.ts';
import './public-sessions.tables.ts';

export const publicSessionsReadModel: ReadModel = {
  projector: publicSessionsProjector,
  migrations: {
    '20261124-03-public-sessions': migration,
    '20261129-31-public-sessions-version': versionMigration,
  },
  keys: { public_sessions: ['session_id'] },
};
