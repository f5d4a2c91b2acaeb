export * from './decider.ts';
export * from './errors.ts';
export * from './id.ts';
export * from './problem.ts';
