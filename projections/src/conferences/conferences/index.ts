import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './conferences.migration.ts';
import { conferencesProjector } from './conferences.projection.ts';
import './conferences.tables.ts';

export const conferencesReadModel: ReadModel = {
  projector: conferencesProjector,
  migrations: { '20261124-11-conferences': migration },
  keys: { conferences: ['id'], conference_servants: ['session_id', 'conference_id', 'user_id'] },
};
