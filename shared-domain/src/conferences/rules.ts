/** The conferences context's pure part (no zod): the catalogue and who gives what on a session. */
export * from './conference.decider.ts';
export * from './conference.rules.ts';
export * from './conference-plan.body.ts';
export * from './conference-plan.decider.ts';
export * from './conference-plan.move.ts';
export * from './conference-plan.rules.ts';
export * from './conference-servants.decider.ts';
export * from './errors.ts';
