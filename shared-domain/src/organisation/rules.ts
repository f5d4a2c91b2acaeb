/** The organisation context's pure part (no zod): branches, their sessions and the school levels. */
export * from './branch.decider.ts';
export * from './errors.ts';
export * from './organisation.rules.ts';
export * from './public-session.rules.ts';
export * from './read-models.ts';
export * from './school-level.decider.ts';
export * from './school-session.decider.ts';
export * from './session-price.decider.ts';
export * from './session-price.rules.ts';
