/**
 * @cenacle/shared-domain: what every bounded context shares. Each context is imported by its own
 * path (`@cenacle/shared-domain/accounting`, or `…/accounting/rules` and `…/accounting/contracts`
 * in the browser), so adding a context touches nothing here.
 */
export * from './common/document-version.ts';
export * from './common/event-catalog.ts';
export * from './common/messages.ts';
export * from './contracts.ts';
export * from './rules.ts';
