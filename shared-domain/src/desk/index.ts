/** The arrival desk context: a session's roster on a device, and the actions taken there. */
export * from './contracts.ts';
export * from './rules.ts';
