import 'i18next';
import type { CommonResources } from './resources.ts';

// The kit's own keys are the common namespace's. (Each front end declares its namespaces the same way;
// this one types the kit's project on its own.)
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources };
  }
}
