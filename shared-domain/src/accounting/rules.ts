/** The accounting context's pure part (no zod): safe for the browser, which runs the same rules. */
export * from './categories.ts';
export * from './errors.ts';
export * from './ledger.commands.ts';
export * from './ledger.decider.ts';
export * from './ledger.events.ts';
export * from './payment.rules.ts';
export * from './read-models.ts';
