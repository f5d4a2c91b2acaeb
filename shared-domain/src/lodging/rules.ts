/** The lodging context's pure part (no zod): retreat centres, who sleeps where, the room proposal. */
export * from './errors.ts';
export * from './lodging.decider.ts';
export * from './lodging.rules.ts';
export * from './proposal.rules.ts';
export * from './read-models.ts';
export * from './retreat-center.decider.ts';
