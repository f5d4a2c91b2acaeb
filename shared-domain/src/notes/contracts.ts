/** The notes context's HTTP contract. */
export * from './notes.contract.ts';
