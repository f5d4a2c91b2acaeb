/** The identity context's pure part (no zod): accounts and their languages. */
export * from './identity.rules.ts';
export * from './read-models.ts';
export * from './user.decider.ts';
export * from './user-admin.decider.ts';
export * from './user-admin.errors.ts';
export * from './user-admin.events.ts';
export * from './user-admin.rules.ts';
export * from './user.events.ts';
