/** The notes context's pure part (no zod): sticky notes on the application's pages. */

export * from './errors.ts';
export * from './note.decider.ts';
export * from './notes.rules.ts';
