/** The accounting context's HTTP contract: the zod schemas of its calls. */
export * from './payment.contract.ts';
