import 'i18next';
import type { CommonResources } from '@cenacle/kit';
import type accountingMessages from '@cenacle/shared-domain/accounting/messages/pl.json';
import type accounting from './locales/pl.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // A message's {{placeholders}} are the options t() must be given (locale-types.ts types them).
    strictInterpolationChecks: true;
    // The payment categories' names join the namespace from the accounting context's messages.
    resources: {
      common: CommonResources;
      accounting: typeof accounting & { category: (typeof accountingMessages)['category'] };
    };
  }
}
