/**
 * The shared namespace `common`: the shell's strings (served at `i18n/{lang}.json`) joined by the
 * messages of the contexts the shell registers (common and identity, from shared-domain). Types come
 * from the Polish files' declarations (`pl.d.json.ts`, every message as its literal text): a key missing
 * there, or a {{placeholder}} a call leaves out, fails the typecheck of every package that uses it.
 */
export type CommonResources = typeof import('../../../public/i18n/pl.json')['default'] &
  typeof import('@cenacle/shared-domain/common/messages/pl.json')['default'] &
  typeof import('@cenacle/shared-domain/identity/messages/pl.json')['default'];

export const COMMON_NS = 'common';
