/** The organisation context's HTTP contract. */
export * from './branch.contract.ts';
export * from './public-session.contract.ts';
export * from './school-level.contract.ts';
export * from './school-session.contract.ts';
export * from './session-price.contract.ts';
