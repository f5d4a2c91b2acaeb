/** The identity context's pure part (no zod): accounts and their languages. */
export * from './identity.rules.ts';
export * from './person.decider.ts';
export * from './person.events.ts';
export * from './read-models.ts';
export * from './user.decider.ts';
export * from './user.events.ts';
