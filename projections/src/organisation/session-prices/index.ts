import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './session-prices.migration.ts';
import { sessionPricesProjector } from './session-prices.projection.ts';
import * as versionMigration from './session-prices-version.migration.ts';
import './session-prices.tables.ts';

export const sessionPricesReadModel: ReadModel = {
  projector: sessionPricesProjector,
  migrations: {
    '20261124-02-session-prices': migration,
    '20261129-34-session-prices-version': versionMigration,
  },
  keys: { session_prices: ['id'] },
};
