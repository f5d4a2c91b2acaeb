import type { ReadModel } from '../../runner/read-model.ts';
import * as servantsOfRemoved from './conference-servants-of-removed.migration.ts';
import * as migration from './conferences.migration.ts';
import { conferencesProjector } from './conferences.projection.ts';
import './conferences.tables.ts';

export const conferencesReadModel: ReadModel = {
  projector: conferencesProjector,
  migrations: {
    '20261124-11-conferences': migration,
    '20261125-01-conference-servants-of-removed': servantsOfRemoved,
  },
  keys: { conferences: ['id'], conference_servants: ['session_id', 'conference_id', 'user_id'] },
};
