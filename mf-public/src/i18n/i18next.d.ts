import 'i18next';
import type { CommonResources } from '@cenacle/kit';
import type publicSite from './locales/pl.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; public: typeof publicSite };
  }
}
