import 'i18next';
import type { CommonResources } from './resources.ts';

// The kit's own keys are the common namespace's. (Each front end declares its namespaces the same way;
// this one types the kit's project on its own.)
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // A message's {{placeholders}} are the options t() must be given (locale-types.ts types them).
    strictInterpolationChecks: true;
    resources: { common: CommonResources };
  }
}
