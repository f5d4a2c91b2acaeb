import 'i18next';
import type { CommonResources } from '../kit/src/i18n/resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources };
  }
}
