import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './about-us.migration.ts';
import { aboutUsProjector } from './about-us.projection.ts';
import * as versionMigration from './about-us-version.migration.ts';
import './about-us.tables.ts';

export const aboutUsReadModel: ReadModel = {
  projector: aboutUsProjector,
  migrations: {
    '20261125-12-about-us': migration,
    '20261129-32-about-us-version': versionMigration,
  },
  keys: { about_us_entries: ['id'] },
};
