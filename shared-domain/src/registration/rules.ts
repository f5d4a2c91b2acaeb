/** The registration context's pure part (no zod): forms, price tags, price sums, answer checks. */

export * from './answer-violations.rules.ts';
export * from './errors.ts';
export * from './price-sum.rules.ts';
export * from './read-models.ts';
export * from './registration.rules.ts';
export * from './registration-form.decider.ts';
