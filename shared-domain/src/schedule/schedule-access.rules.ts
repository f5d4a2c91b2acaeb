import type { Authority } from '../common/authorities.ts';

/**
 * Who edits a schedule: spec §6 "schedule editing … SERVANT or BRANCH_ADMIN only" (decision 022:
 * an admin reads it as every signed-in user does; one who also holds BRANCH_ADMIN edits).
 */
export const SCHEDULE_EDITORS = ['BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];
