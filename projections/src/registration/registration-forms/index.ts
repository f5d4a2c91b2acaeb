import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './registration-forms.migration.ts';
import { registrationFormsProjector } from './registration-forms.projection.ts';
import * as versionMigration from './registration-forms-version.migration.ts';
import './registration-forms.tables.ts';

export const registrationFormsReadModel: ReadModel = {
  projector: registrationFormsProjector,
  migrations: {
    '20261123-02-registration-forms': migration,
    '20261129-01-registration-forms-version': versionMigration,
  },
  keys: { registration_forms: ['session_id'] },
};
