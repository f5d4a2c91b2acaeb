/** The participants context: who registered on a session, who waits for a place, who came. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './participants.event-schemas.ts';
export * from './rules.ts';
