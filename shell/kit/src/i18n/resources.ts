/**
 * The shared namespace `common`: the shell's strings (served at `i18n/{lang}.json`) joined by the
 * messages of the contexts the shell registers (common and identity, from shared-domain). Types come
 * from the Polish files: a key missing there fails the typecheck of every package that uses it.
 */
export type CommonResources = typeof import('../../../public/i18n/pl.json') &
  typeof import('@cenacle/shared-domain/common/messages/pl.json') &
  typeof import('@cenacle/shared-domain/identity/messages/pl.json');

export const COMMON_NS = 'common';
