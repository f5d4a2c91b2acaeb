/** The identity context's HTTP contract. */
export * from './account.contract.ts';
export * from './erasure.contract.ts';
export * from './user.contract.ts';
export * from './user-admin.contract.ts';
