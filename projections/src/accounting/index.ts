import type { ReadModel } from '../runner/read-model.ts';
import { ledgerReadModel } from './ledger/index.ts';
import { ledgerAuditReadModel } from './ledger-audit/index.ts';

/** The accounting context's read models. */
export const accountingReadModels: readonly ReadModel[] = [ledgerReadModel, ledgerAuditReadModel];
