/** The responsibilities context's pure part (no zod): duties of a session and who serves in them. */

export * from './calendar-feed.decider.ts';
export * from './errors.ts';
export * from './my-responsibilities.rules.ts';
export * from './responsibility.decider.ts';
export * from './responsibility.rules.ts';
