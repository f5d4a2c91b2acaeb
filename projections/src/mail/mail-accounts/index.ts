import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './mail-accounts.migration.ts';
import { mailAccountsProjector } from './mail-accounts.projection.ts';
import './mail-accounts.tables.ts';

export const mailAccountsReadModel: ReadModel = {
  projector: mailAccountsProjector,
  migrations: { '20261123-13-mail-accounts': migration },
  keys: { mail_accounts: ['branch_id'] },
};
