/** Business rules of analytics a command may break: none (a count is only ever added). */
export const ANALYTICS_ERROR_CODES = [] as const;
export type AnalyticsErrorCode = (typeof ANALYTICS_ERROR_CODES)[number];
