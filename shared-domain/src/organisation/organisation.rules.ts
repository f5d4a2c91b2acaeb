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

/** True when both dates are given and the end comes before the start. */
export function datesReversed(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
): boolean {
  return Boolean(dateFrom && dateTo && dateTo < dateFrom);
}

/** Who plans sessions (spec §6: admins, and branch admins for their own branches). */
export const SESSION_PLANNERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
