/**
 * Which country's CMS sections a visitor sees on the home, formation and blog pages. A section may
 * name a country (only its visitors see it) or none (everyone sees it). The visitor chooses among
 * the countries with an active branch; until they do, their language suggests one.
 */

/** The country a language suggests (English names none: it is spoken everywhere). */
const BY_LANGUAGE: Readonly<Record<string, string>> = { pl: 'POL', de: 'DEU', uk: 'UKR' };

/** What the visitor chose: a country code, NONE (explicitly no country), or nothing yet (null). */
export const NO_COUNTRY = '';

export function countryOfLanguage(language: string): string | null {
  return BY_LANGUAGE[language.toLowerCase().slice(0, 2)] ?? null;
}

/** The countries of the active branches, each once, sorted by code. */
export function countriesOfBranches(branches: readonly { readonly country: string }[]): string[] {
  return [...new Set(branches.map((branch) => branch.country.toUpperCase()))].sort();
}

/**
 * The country whose sections show: the stored choice when it is still offered (NO_COUNTRY: none),
 * else the language's country when offered. `offered` null: the branches are not in yet, so the
 * choice is trusted (the page asks at once instead of waiting for them).
 */
export function visitorCountry(
  stored: string | null,
  language: string,
  offered: readonly string[] | null,
): string | null {
  const isOffered = (code: string) => offered === null || offered.includes(code);
  if (stored === NO_COUNTRY) return null;
  if (stored && isOffered(stored)) return stored;
  const suggested = countryOfLanguage(language);
  return suggested && isOffered(suggested) ? suggested : null;
}

/**
 * The sections to show for that country: the server already keeps those of the country and those
 * of none; without a country, it answers every section, so only those of no country remain.
 */
export function sectionsForCountry<S extends { readonly country: string | null }>(
  sections: readonly S[],
  country: string | null,
): S[] {
  return country ? [...sections] : sections.filter((section) => !section.country);
}
