import 'i18next';
import type { CommonResources } from '@cenacle/kit';
import type cms from './locales/pl.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; cms: typeof cms };
  }
}
