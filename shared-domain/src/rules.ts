/**
 * What every context shares, pure (no zod): safe for the browser. A context's own rules are at
 * `@cenacle/shared-domain/<context>/rules`, its HTTP contract at `…/<context>/contracts`.
 */
export * from './common/authorities.ts';
export * from './common/bounds.ts';
export * from './common/branch-scope.ts';
export * from './common/countries.ts';
export * from './common/decider.ts';
export * from './common/errors.ts';
export * from './common/headers.ts';
export * from './common/languages.ts';
export * from './common/locale-format.ts';
export type { Messages, MessageTree } from './common/messages.ts';
export * from './common/personal-data.ts';
export type { FieldError, Problem } from './common/problem.ts';
export type { KeyShape, SameKeys } from './common/same-keys.ts';
export * from './common/text.ts';
export * from './common/typed-number.ts';
