/** The responsibilities context's HTTP contract. */
export * from './responsibility.contract.ts';
