import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './room-assignments.migration.ts';
import { roomAssignmentsProjector } from './room-assignments.projection.ts';
import './room-assignments.tables.ts';

export const roomAssignmentsReadModel: ReadModel = {
  projector: roomAssignmentsProjector,
  migrations: { '20261124-02-room-assignments': migration },
  keys: {
    room_assignments: ['session_id', 'person_type', 'person_id'],
    lodging_wishes: ['session_id', 'person_type', 'person_id'],
  },
};
