import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './ledger-audit.migration.ts';
import { ledgerAuditProjector } from './ledger-audit.projection.ts';
import * as deviceTimesMigration from './ledger-audit-device-times.migration.ts';
import './ledger-audit.tables.ts';

export const ledgerAuditReadModel: ReadModel = {
  projector: ledgerAuditProjector,
  migrations: {
    '20261101-05-ledger-audit': migration,
    '20261129-31-ledger-audit-device-times': deviceTimesMigration,
  },
  keys: { ledger_audit: ['event_id'] },
};
