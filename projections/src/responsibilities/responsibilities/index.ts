import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './responsibilities.migration.ts';
import { responsibilitiesProjector } from './responsibilities.projection.ts';
import './responsibilities.tables.ts';

export const responsibilitiesReadModel: ReadModel = {
  projector: responsibilitiesProjector,
  migrations: { '20261124-10-responsibilities': migration },
  keys: { responsibilities: ['id'], responsibility_servants: ['responsibility_id', 'user_id', 'level'] },
};
