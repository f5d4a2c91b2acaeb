import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './users.migration.ts';
import { usersProjector } from './users.projection.ts';
import './users.tables.ts';

export const usersReadModel: ReadModel = {
  projector: usersProjector,
  migrations: { '20261101-01-users': migration },
  keys: { users: ['id'] },
};
