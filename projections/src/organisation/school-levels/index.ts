import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './school-levels.migration.ts';
import { schoolLevelsProjector } from './school-levels.projection.ts';
import './school-levels.tables.ts';

export const schoolLevelsReadModel: ReadModel = {
  projector: schoolLevelsProjector,
  migrations: { '20261123-12-school-levels': migration },
  keys: { school_levels: ['name'] },
};
