/** The lodging context: retreat centres with their buildings and rooms, and room assignment of sessions. */
export * from './contracts.ts';
export * from './lodging.event-schemas.ts';
export * from './messages.ts';
export * from './rules.ts';
