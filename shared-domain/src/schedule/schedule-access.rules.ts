import type { Authority } from '../common/authorities.ts';

/** Who edits a schedule (spec §6: servants and branch admins; admins act everywhere). */
export const SCHEDULE_EDITORS = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];

export const canEditSchedule = (authorities: readonly string[]): boolean =>
  authorities.some((a) => (SCHEDULE_EDITORS as readonly string[]).includes(a));
