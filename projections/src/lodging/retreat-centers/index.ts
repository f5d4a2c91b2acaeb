import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './retreat-centers.migration.ts';
import { retreatCentersProjector } from './retreat-centers.projection.ts';
import * as branchMigration from './retreat-centers-branch.migration.ts';
import * as versionMigration from './retreat-centers-version.migration.ts';
import './retreat-centers.tables.ts';

export const retreatCentersReadModel: ReadModel = {
  projector: retreatCentersProjector,
  migrations: {
    '20261124-01-retreat-centers': migration,
    '20261129-16-retreat-centers-branch': branchMigration,
    '20261129-30-retreat-centers-version': versionMigration,
  },
  keys: { retreat_centers: ['id'] },
};
