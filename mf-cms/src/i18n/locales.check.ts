import type { SameKeys } from '@cenacle/kit';
import type de from './locales/de.json';
import type en from './locales/en.json';
import type pl from './locales/pl.json';
import type uk from './locales/uk.json';

// Compile-time only: en, uk and de carry exactly the keys of the Polish file.
export const cmsLocalesComplete: [
  SameKeys<typeof en, typeof pl>,
  SameKeys<typeof uk, typeof pl>,
  SameKeys<typeof de, typeof pl>,
] = [true, true, true];
