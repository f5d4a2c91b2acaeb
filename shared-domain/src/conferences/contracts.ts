/** The conferences context's HTTP contract. */
export * from './conference.contract.ts';
