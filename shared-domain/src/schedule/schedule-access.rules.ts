import { STAFF_AUTHORITIES } from '../common/authorities.ts';

/** Who edits a schedule (spec §6: servants and branch admins; admins act everywhere). */
export const SCHEDULE_EDITORS = STAFF_AUTHORITIES;
