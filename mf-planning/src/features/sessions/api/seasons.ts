import type { SEASONS as ContractSeasons, Season } from '@cenacle/shared-domain/organisation/rules';

/** The contract's seasons (type-checked copy: browser code imports only types from shared-domain). */
export const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'AUTUMN'] as const satisfies typeof ContractSeasons;
export type { Season };

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}
