export * from './user.decider.ts';
export * from './user.ts';
