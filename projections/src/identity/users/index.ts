import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './users.migration.ts';
import { usersProjector } from './users.projection.ts';
import * as everHadBranch from './users-ever-had-branch.migration.ts';
import * as loginIndex from './users-login-index.migration.ts';
import './users.tables.ts';

export const usersReadModel: ReadModel = {
  projector: usersProjector,
  migrations: {
    '20261101-01-users': migration,
    '20261123-01-users-login-index': loginIndex,
    '20261129-01-users-ever-had-branch': everHadBranch,
  },
  keys: { users: ['id'] },
};
