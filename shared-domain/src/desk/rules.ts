/** The arrival desk's rules, shared by the server and the desk screen. */
export * from './arrival.decider.ts';
export * from './desk.deciders.ts';
export * from './desk.rules.ts';
export * from './errors.ts';
export * from './once.ts';
export * from './read-models.ts';
