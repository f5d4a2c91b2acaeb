/** The identity context's HTTP contract. */
export * from './user.contract.ts';
