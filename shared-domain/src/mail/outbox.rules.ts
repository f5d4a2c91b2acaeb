import type { Authority } from '../common/authorities.ts';

/** Who reads the outbox (issue 8 §1): admins every mail, branch admins the mail of their branches. */
export const OUTBOX_READERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
