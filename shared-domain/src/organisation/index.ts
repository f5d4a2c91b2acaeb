export * from './branch.ts';
export * from './school-session.ts';
