/** The content context's HTTP contract. */
export * from './about-us.contract.ts';
export * from './cms.contract.ts';
export * from './primitives.ts';
export * from './testimony.contract.ts';
