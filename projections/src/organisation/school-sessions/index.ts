import type { ReadModel } from '../../runner/read-model.ts';
import * as deleted from './school-sessions.deleted.migration.ts';
import * as migration from './school-sessions.migration.ts';
import { schoolSessionsProjector } from './school-sessions.projection.ts';
import * as versionMigration from './school-sessions-version.migration.ts';
import './school-sessions.tables.ts';

export const schoolSessionsReadModel: ReadModel = {
  projector: schoolSessionsProjector,
  migrations: {
    '20261101-03-school-sessions': migration,
    '20261124-01-school-sessions-deleted': deleted,
    '20261129-36-school-sessions-version': versionMigration,
  },
  keys: { school_sessions: ['id'] },
};
