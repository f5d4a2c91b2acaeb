import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './people.migration.ts';
import { peopleProjector } from './people.projection.ts';
import './people.tables.ts';

export const peopleReadModel: ReadModel = {
  projector: peopleProjector,
  migrations: { '20261123-01-people': migration },
  keys: { people: ['id'] },
};
