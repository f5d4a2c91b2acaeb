/** The notes context: a signed-in person's sticky notes on the application's pages. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './notes.event-schemas.ts';
export * from './rules.ts';
