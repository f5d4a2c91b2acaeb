/** The arrival desk context: a session's roster on a device, and the actions taken there. */
export * from './contracts.ts';
export * from './desk.event-schemas.ts';
export * from './messages.ts';
export * from './rules.ts';
