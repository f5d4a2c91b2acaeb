/** The files context: the one store of every upload (documents, photos, avatars). */
export * from './contracts.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './rules.ts';
