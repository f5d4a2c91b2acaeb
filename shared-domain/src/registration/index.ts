/** The registration context: a session's registration form, its price tags and what it refuses. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './registration.event-schemas.ts';
export * from './rules.ts';
