import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './testimonies.migration.ts';
import { testimoniesProjector } from './testimonies.projection.ts';
import * as versionMigration from './testimonies-version.migration.ts';
import './testimonies.tables.ts';

export const testimoniesReadModel: ReadModel = {
  projector: testimoniesProjector,
  migrations: {
    '20261125-13-testimonies': migration,
    '20261129-33-testimonies-version': versionMigration,
  },
  keys: { testimonies: ['id'] },
};
