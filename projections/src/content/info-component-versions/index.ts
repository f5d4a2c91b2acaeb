import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './info-component-versions.migration.ts';
import { infoComponentVersionsProjector } from './info-component-versions.projection.ts';
import './info-component-versions.tables.ts';

export const infoComponentVersionsReadModel: ReadModel = {
  projector: infoComponentVersionsProjector,
  migrations: { '20261125-11-info-component-versions': migration },
  keys: { info_component_versions: ['component_id', 'version'] },
};
