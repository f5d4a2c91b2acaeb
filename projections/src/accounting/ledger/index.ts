import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './ledger.migration.ts';
import { ledgerProjector } from './ledger.projection.ts';
import './ledger.tables.ts';

export const ledgerReadModel: ReadModel = {
  projector: ledgerProjector,
  migrations: { '20261101-04-ledger': migration },
  keys: { payments: ['id'], ledger_category_totals: ['session_id', 'category'] },
};
