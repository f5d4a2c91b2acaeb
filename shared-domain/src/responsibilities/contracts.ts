/** The responsibilities context's HTTP contract. */

export * from './my-responsibilities.contract.ts';
export * from './responsibility.contract.ts';
