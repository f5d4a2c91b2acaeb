import type { Authority } from '../common/authorities.ts';

/** Seasons of a session (spec §3). */
export const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'AUTUMN'] as const;
export type Season = (typeof SEASONS)[number];

/** A branch's currency sign when none is given (spec §9). */
export const DEFAULT_CURRENCY_SIGN = 'zł';

export const BRANCH_NAME_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 200;
export const CURRENCY_SIGN_MAX_LENGTH = 8;
export const LEVEL_NAME_MAX_LENGTH = 100;
export const MAX_LEVELS = 50;
export const PHONE_MAX_LENGTH = 50;
export const BRANCH_EMAIL_MAX_LENGTH = 254;
export const FACEBOOK_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const FILE_NAME_MAX_LENGTH = 255;

/** Who opens and deletes branches (spec §6: administration); a branch admin edits his own (branch config). */
export const BRANCH_CREATORS = ['ADMIN'] as const satisfies readonly Authority[];
export const BRANCH_EDITORS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
/** Who keeps the list of school levels (spec §6: admin). */
export const LEVEL_KEEPERS = ['ADMIN'] as const satisfies readonly Authority[];

/** Two level names are the same level when they differ only in case or surrounding spaces. */
export const sameLevelName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('pl') === b.trim().toLocaleLowerCase('pl');

/** True when both dates are given and the end comes before the start. */
export function datesReversed(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
): boolean {
  return Boolean(dateFrom && dateTo && dateTo < dateFrom);
}

/** Who plans sessions (spec §6: admins, and branch admins for their own branches). */
export const SESSION_PLANNERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
