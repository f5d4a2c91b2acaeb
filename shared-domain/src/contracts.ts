/** The contract primitives and the problem body every context's HTTP contract is made of (zod). */
export * from './common/primitives.ts';
export * from './common/problem.ts';
