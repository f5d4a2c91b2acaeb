import 'i18next';
import type { CommonResources } from '../kit/src/i18n/resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // A message's {{placeholders}} are the options t() must be given (locale-types.ts types them).
    strictInterpolationChecks: true;
    resources: { common: CommonResources };
  }
}
