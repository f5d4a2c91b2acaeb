import type { ReadModel } from '../../runner/read-model.ts';
import * as details from './branches.details.migration.ts';
import * as migration from './branches.migration.ts';
import { branchesProjector } from './branches.projection.ts';
import * as versionMigration from './branches-version.migration.ts';
import './branches.tables.ts';

export const branchesReadModel: ReadModel = {
  projector: branchesProjector,
  migrations: {
    '20261101-02-branches': migration,
    '20261123-11-branch-details': details,
    '20261129-35-branches-version': versionMigration,
  },
  keys: { branches: ['id'] },
};
