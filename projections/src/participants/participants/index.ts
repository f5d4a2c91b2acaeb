import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './participants.migration.ts';
import { participantsProjector } from './participants.projection.ts';
import './participants.tables.ts';

export const participantsReadModel: ReadModel = {
  projector: participantsProjector,
  migrations: { '20261123-01-participants': migration },
  keys: { participants: ['id'], participant_children: ['id'] },
};
