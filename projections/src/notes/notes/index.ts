import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './notes.migration.ts';
import { notesProjector } from './notes.projection.ts';
import './notes.tables.ts';

export const notesReadModel: ReadModel = {
  projector: notesProjector,
  migrations: { '20261124-20-notes': migration },
  keys: { notes: ['id'] },
};
