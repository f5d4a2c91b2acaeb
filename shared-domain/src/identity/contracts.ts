/** The identity context's HTTP contract. */

export * from './erasure.contract.ts';
export * from './user.contract.ts';
