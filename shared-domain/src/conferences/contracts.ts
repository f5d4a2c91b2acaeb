/** The conferences context's HTTP contract. */
export * from './conference.contract.ts';
export * from './conference-plan.contract.ts';
