import type { SameKeys } from '@cenacle/shared-domain/rules';
import type de from '../../../public/i18n/de.json';
import type en from '../../../public/i18n/en.json';
import type pl from '../../../public/i18n/pl.json';
import type uk from '../../../public/i18n/uk.json';

// Compile-time only: en, uk and de carry exactly the keys of the Polish file.
export const commonLocalesComplete: [
  SameKeys<typeof en, typeof pl>,
  SameKeys<typeof uk, typeof pl>,
  SameKeys<typeof de, typeof pl>,
] = [true, true, true];
