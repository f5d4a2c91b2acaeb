import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './conference-plans.migration.ts';
import { conferencePlansProjector } from './conference-plans.projection.ts';
import './conference-plans.tables.ts';

export const conferencePlansReadModel: ReadModel = {
  projector: conferencePlansProjector,
  migrations: { '20261124-41-conference-plans': migration },
  keys: { conference_plan_columns: ['session_id', 'lang', 'level'] },
};
