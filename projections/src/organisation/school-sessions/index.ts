import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './school-sessions.migration.ts';
import { schoolSessionsProjector } from './school-sessions.projection.ts';
import './school-sessions.tables.ts';

export const schoolSessionsReadModel: ReadModel = {
  projector: schoolSessionsProjector,
  migrations: { '20261101-03-school-sessions': migration },
  keys: { school_sessions: ['id'] },
};
