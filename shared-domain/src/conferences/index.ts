/** The conferences context: the catalogue of conferences and the servants who give them on a session. */
export * from './conferences.event-schemas.ts';
export * from './contracts.ts';
export * from './messages.ts';
export * from './rules.ts';
