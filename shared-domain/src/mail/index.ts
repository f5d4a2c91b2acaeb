/** The mail context: mail requested by any context, rendered, queued and delivered in the background. */
export * from './contracts.ts';
export * from './mail.event-schemas.ts';
export * from './mail-account.event-schemas.ts';
export * from './messages.ts';
export * from './rules.ts';
