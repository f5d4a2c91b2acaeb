/** The analytics context: pageviews counted per day and page, and the visits an admin reads. */
export * from './analytics.event-schemas.ts';
export * from './contracts.ts';
export * from './messages.ts';
export * from './rules.ts';
