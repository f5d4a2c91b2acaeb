/** The identity context's pure part (no zod): accounts, their passwords and languages. */
export * from './account-actions.rules.ts';
export * from './email-change.decider.ts';
export * from './errors.ts';
export * from './identity.rules.ts';
export * from './password-link.ts';
export * from './password-strength.ts';
export * from './person.decider.ts';
export * from './person.events.ts';
export * from './read-models.ts';
export * from './unique-value.ts';
export * from './user.decider.ts';
export * from './user.events.ts';
export * from './user-admin.decider.ts';
export * from './user-admin.errors.ts';
export * from './user-admin.events.ts';
export * from './user-admin.rules.ts';
