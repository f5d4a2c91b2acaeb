import type { Migrations } from '@cenacle/infra/db/migrate.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import { accountingReadModels } from './accounting/index.ts';
import { analyticsReadModels } from './analytics/index.ts';
import { conferencesReadModels } from './conferences/index.ts';
import { contentReadModels } from './content/index.ts';
import { deskReadModels } from './desk/index.ts';
import { identityReadModels } from './identity/index.ts';
import { lodgingReadModels } from './lodging/index.ts';
import { mailReadModels } from './mail/index.ts';
import { notesReadModels } from './notes/index.ts';
import { organisationReadModels } from './organisation/index.ts';
import { participantsReadModels } from './participants/index.ts';
import { registrationReadModels } from './registration/index.ts';
import { responsibilitiesReadModels } from './responsibilities/index.ts';
import type { ReadModel } from './runner/read-model.ts';
import { scheduleReadModels } from './schedule/index.ts';

/**
 * Every context's read models: the one list a new context adds itself to. The projections process
 * runs their projectors, `prepareDatabase` applies their migrations, and `projections:rebuild`
 * accepts their names.
 */
export const readModels: readonly ReadModel[] = [
  ...identityReadModels,
  ...organisationReadModels,
  ...accountingReadModels,
  ...mailReadModels,
  ...participantsReadModels,
  ...registrationReadModels,
  ...responsibilitiesReadModels,
  ...conferencesReadModels,
  ...scheduleReadModels,
  ...lodgingReadModels,
  ...notesReadModels,
  ...analyticsReadModels,
  ...contentReadModels,
  ...deskReadModels,
];

export const allProjectors: readonly Projector[] = readModels.map((r) => r.projector);

export const readModelMigrations: Migrations = Object.assign({}, ...readModels.map((r) => r.migrations));
