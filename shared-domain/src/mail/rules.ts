/** The mail context's pure part (no zod): safe for the browser. */
export * from './errors.ts';
export * from './mail.commands.ts';
export * from './mail.decider.ts';
export * from './mail.events.ts';
export * from './mail.rules.ts';
export * from './mail-account.decider.ts';
export * from './mail-account.rules.ts';
export * from './outbox.rules.ts';
export * from './read-models.ts';
export * from './secret-links.ts';
