/** The participants context's pure part (no zod): registrations, the waiting list, presence. */
export * from './errors.ts';
export * from './import.rules.ts';
export * from './participant-mail.decider.ts';
export * from './participant-mail.rules.ts';
export * from './participants.rules.ts';
export * from './read-models.ts';
export * from './roster.decider.ts';
