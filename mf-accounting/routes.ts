import type { RemoteDeclaration } from '@cenacle/kit/routes';
import { PRICE_KEEPERS } from '@cenacle/shared-domain/organisation/rules';
import { roles, STAFF_AUTHORITIES } from '@cenacle/shared-domain/rules';

/**
 * What mf-accounting serves. Its build exposes each route's module and writes routes.json, which the
 * shell reads at run time: adding a route here needs no change anywhere else.
 */
export const ACCOUNTING_REMOTE = {
  name: 'accounting',
  title: 'module',
  routes: [
    {
      segment: 'accounting',
      module: 'AccountingRoute',
      source: './src/routes/AccountingRoute.tsx',
      authorities: roles(STAFF_AUTHORITIES),
    },
    {
      // A session's price list (spec §2 Sessions settings modal → price list), `?session={id}`.
      segment: 'price-list',
      module: 'PriceListRoute',
      source: './src/routes/PriceListRoute.tsx',
      authorities: roles(PRICE_KEEPERS),
    },
  ],
} satisfies RemoteDeclaration;
