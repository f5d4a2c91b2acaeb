export * from './categories.ts';
export * from './ledger.commands.ts';
export * from './ledger.decider.ts';
export * from './ledger.events.ts';
export * from './payment.contract.ts';
