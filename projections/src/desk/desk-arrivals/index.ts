import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './desk-arrivals.migration.ts';
import { deskArrivalsProjector } from './desk-arrivals.projection.ts';
import './desk-arrivals.tables.ts';

export const deskArrivalsReadModel: ReadModel = {
  projector: deskArrivalsProjector,
  migrations: { '20261129-30-desk-arrivals': migration },
  keys: { desk_arrivals: ['session_id', 'participant_id'], desk_children: ['session_id', 'child_id'] },
};
