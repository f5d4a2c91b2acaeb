/** The responsibilities context: the duties of a session and the servants who carry them. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './responsibilities.event-schemas.ts';
export * from './rules.ts';
