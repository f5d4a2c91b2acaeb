import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './schedule-items.migration.ts';
import { scheduleItemsProjector } from './schedule-items.projection.ts';
import * as responsibilityMigration from './schedule-items-responsibility.migration.ts';
import './schedule-items.tables.ts';

export const scheduleItemsReadModel: ReadModel = {
  projector: scheduleItemsProjector,
  migrations: {
    '20261124-01-schedule-items': migration,
    '20261124-02-schedule-items-responsibility': responsibilityMigration,
  },
  keys: { schedules: ['session_id'], schedule_items: ['id'] },
};
