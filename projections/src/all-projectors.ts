import { ledgerProjector } from './accounting/ledger.projection.ts';
import { ledgerAuditProjector } from './accounting/ledger-audit.projection.ts';
import { usersProjector } from './identity/users.projection.ts';
import { branchesProjector } from './organisation/branches.projection.ts';
import { schoolSessionsProjector } from './organisation/school-sessions.projection.ts';
import type { Projector } from './runner/projector.ts';

/** Every read model of Cenacle; names are what `projections:rebuild` accepts. */
export const allProjectors: readonly Projector[] = [
  usersProjector,
  branchesProjector,
  schoolSessionsProjector,
  ledgerProjector,
  ledgerAuditProjector,
];
