import { pricesOfSession } from '@cenacle/projections/organisation/session-prices/session-prices.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { formOfSession } from '@cenacle/projections/registration/registration-forms/registration-forms.queries.ts';
import type { Answer, ChildEntry } from '@cenacle/shared-domain/participants/rules';
import {
  type PriceListEntry,
  priceSum,
  type RegistrationForm,
} from '@cenacle/shared-domain/registration/rules';
import type { Deps } from '../deps.ts';

export interface PricedRegistration {
  readonly priceMinor: number;
  readonly children: readonly ChildEntry[];
}

/** What the session's registrations are priced by: its form's price tags and its price list. */
export interface SessionPricing {
  readonly form: Pick<RegistrationForm, 'items'>;
  readonly prices: readonly PriceListEntry[];
}

export const sessionPricing = defineQuery({
  uses: [formOfSession, pricesOfSession],
  run: async (deps: Deps, sessionId: string): Promise<SessionPricing> => {
    const [form, prices] = await Promise.all([
      formOfSession(deps.db, sessionId),
      pricesOfSession(deps.db, sessionId),
    ]);
    return { form: form ?? { items: [] }, prices };
  },
});

/**
 * What a registration costs, with `priceSum`, the function the public page shows the sum with: the
 * answers' price tags and the adult prices for the participant, each child by age.
 */
export function priceRegistration(
  pricing: SessionPricing,
  answers: readonly Answer[],
  children: readonly Omit<ChildEntry, 'priceMinor'>[],
): PricedRegistration {
  const sum = priceSum({ form: pricing.form, answers, children, prices: pricing.prices });
  return {
    priceMinor: sum.totalMinor,
    children: children.map((child, index) => ({ ...child, priceMinor: sum.childrenMinor[index] ?? 0 })),
  };
}
