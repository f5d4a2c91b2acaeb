import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './registration-forms.migration.ts';
import { registrationFormsProjector } from './registration-forms.projection.ts';
import './registration-forms.tables.ts';

export const registrationFormsReadModel: ReadModel = {
  projector: registrationFormsProjector,
  migrations: { '20261123-02-registration-forms': migration },
  keys: { registration_forms: ['session_id'] },
};
