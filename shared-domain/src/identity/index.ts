/** The identity context: accounts, login and the user's language. */
export * from './contracts.ts';
export * from './identity.event-schemas.ts';
export * from './messages.ts';
export * from './rules.ts';
