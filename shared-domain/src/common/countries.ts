/**
 * Branches name their country by its three-letter code (spec §3). Intl names regions by the
 * two-letter one: the countries the community works in, and its neighbours.
 */
const ALPHA2: Readonly<Record<string, string>> = {
  POL: 'PL',
  DEU: 'DE',
  GBR: 'GB',
  UKR: 'UA',
  IRL: 'IE',
  AUT: 'AT',
  CZE: 'CZ',
  SVK: 'SK',
  LTU: 'LT',
  LVA: 'LV',
  BGR: 'BG',
  HRV: 'HR',
  FRA: 'FR',
  NLD: 'NL',
  BEL: 'BE',
  ITA: 'IT',
  ESP: 'ES',
  USA: 'US',
  CAN: 'CA',
  NOR: 'NO',
  SWE: 'SE',
  DNK: 'DK',
};

/** The three-letter codes a person may choose from (branches, retreat centres). */
export const COUNTRY_CODES: readonly string[] = Object.keys(ALPHA2);

/** The country's name in the visitor's language; the code itself when unknown. */
export function countryName(code: string, language: string): string {
  const alpha2 = ALPHA2[code.toUpperCase()];
  if (!alpha2) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2) ?? code;
  } catch {
    return code;
  }
}
