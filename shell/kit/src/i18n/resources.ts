/**
 * The shell's strings (namespace `common`), served at `i18n/{lang}.json`. Types come from the Polish
 * file: a key missing there fails the typecheck of every package that uses it.
 */
export type CommonResources = typeof import('../../../public/i18n/pl.json');

export const COMMON_NS = 'common';
