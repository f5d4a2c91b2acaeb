import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './info-components.migration.ts';
import { infoComponentsProjector } from './info-components.projection.ts';
import './info-components.tables.ts';

export const infoComponentsReadModel: ReadModel = {
  projector: infoComponentsProjector,
  migrations: { '20261125-10-info-components': migration },
  keys: { info_components: ['id'] },
};
