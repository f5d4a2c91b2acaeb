/** The participants context's HTTP contract. */
export * from './import.contract.ts';
export * from './my-registrations.contract.ts';
export * from './participant.contract.ts';
export * from './participant-mail.contract.ts';
export * from './session-servants.contract.ts';
