/** The schedule context: a session's days of items, their reflow, level alternatives and servants. */
export * from './contracts.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './schedule.event-schemas.ts';
