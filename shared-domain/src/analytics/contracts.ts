/** The analytics context's HTTP contract. */
export * from './analytics.contract.ts';
