import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './schedule-items.migration.ts';
import { scheduleItemsProjector } from './schedule-items.projection.ts';
import * as responsibilityMigration from './schedule-items-responsibility.migration.ts';
import * as sessionKeyMigration from './schedule-items-session-key.migration.ts';
import './schedule-items.tables.ts';

export const scheduleItemsReadModel: ReadModel = {
  projector: scheduleItemsProjector,
  migrations: {
    '20261124-01-schedule-items': migration,
    '20261124-02-schedule-items-responsibility': responsibilityMigration,
    '20261129-01-schedule-items-session-key': sessionKeyMigration,
  },
  keys: { schedules: ['session_id'], schedule_items: ['session_id', 'id'] },
};
