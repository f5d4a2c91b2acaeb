/** The lodging context's HTTP contract. */
export * from './retreat-center.contract.ts';
export * from './room-assignment.contract.ts';
