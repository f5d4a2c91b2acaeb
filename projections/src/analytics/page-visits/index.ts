import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './page-visits.migration.ts';
import { pageVisitsProjector } from './page-visits.projection.ts';
import './page-visits.tables.ts';

export const pageVisitsReadModel: ReadModel = {
  projector: pageVisitsProjector,
  migrations: { '20261124-30-page-visits': migration },
  keys: { page_visits: ['day', 'path'] },
};
