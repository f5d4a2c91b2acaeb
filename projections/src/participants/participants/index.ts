import type { ReadModel } from '../../runner/read-model.ts';
import * as childrenKeyMigration from './participant-children-key.migration.ts';
import * as migration from './participants.migration.ts';
import { participantsProjector } from './participants.projection.ts';
import './participants.tables.ts';

export const participantsReadModel: ReadModel = {
  projector: participantsProjector,
  migrations: {
    '20261123-01-participants': migration,
    '20261129-01-participant-children-key': childrenKeyMigration,
  },
  keys: { participants: ['id'], participant_children: ['session_id', 'participant_id', 'id'] },
};
