/** The organisation context: branches of the community and their retreat sessions. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './organisation.event-schemas.ts';
export * from './retreat-label.ts';
export * from './rules.ts';
