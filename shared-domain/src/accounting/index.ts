/** The accounting context: the session's ledger of payments. */
export * from './contracts.ts';
export * from './ledger.event-schemas.ts';
export * from './messages.ts';
export * from './rules.ts';
