import type { SessionPrice } from '@cenacle/shared-domain/organisation/contracts';

/** The price form's values as typed. */
export interface PriceFormValues {
  readonly type: string;
  /** As typed; a comma is accepted as the decimal separator. */
  readonly value: string;
  readonly description: string;
  /** Blank on both ends: an adult's price. */
  readonly ageFrom: string;
  readonly ageTo: string;
}

export function initialPriceValues(price: SessionPrice | null): PriceFormValues {
  return {
    type: price?.type ?? '',
    value: price ? String(price.value) : '',
    description: price?.description ?? '',
    ageFrom: price?.ageFrom?.toString() ?? '',
    ageTo: price?.ageTo?.toString() ?? '',
  };
}
