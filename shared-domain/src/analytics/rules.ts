/** The analytics context's pure part (no zod): pageviews counted per day and path. */

export * from './analytics.rules.ts';
export * from './errors.ts';
export * from './pageviews.decider.ts';
