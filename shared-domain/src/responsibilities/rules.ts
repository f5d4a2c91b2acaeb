/** The responsibilities context's pure part (no zod): duties of a session and who serves in them. */
export * from './errors.ts';
export * from './responsibility.decider.ts';
export * from './responsibility.rules.ts';
