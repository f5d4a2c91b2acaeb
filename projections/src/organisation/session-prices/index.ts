import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './session-prices.migration.ts';
import { sessionPricesProjector } from './session-prices.projection.ts';
import './session-prices.tables.ts';

export const sessionPricesReadModel: ReadModel = {
  projector: sessionPricesProjector,
  migrations: { '20261124-02-session-prices': migration },
  keys: { session_prices: ['id'] },
};
