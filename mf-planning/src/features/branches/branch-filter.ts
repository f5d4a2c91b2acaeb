import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { foldText } from '@cenacle/shared-domain/rules';

export interface BranchFilter {
  /** Matches name or city, case- and accent-insensitively. */
  readonly text: string;
  /** A 3-letter country code, or '' for every country. */
  readonly country: string;
  readonly activeOnly: boolean;
  readonly sort: 'ascending' | 'descending';
}

export const NO_FILTER: BranchFilter = { text: '', country: '', activeOnly: false, sort: 'ascending' };

/** The branches the list shows, sorted by name (spec §2: name sort, country, active only, text). */
export function filterBranches(branches: readonly Branch[], filter: BranchFilter): Branch[] {
  const text = foldText(filter.text.trim());
  const shown = branches.filter(
    (b) =>
      (!filter.country || b.country === filter.country) &&
      (!filter.activeOnly || b.active) &&
      (!text || foldText(b.name).includes(text) || foldText(b.city).includes(text)),
  );
  const order = filter.sort === 'ascending' ? 1 : -1;
  return shown.sort((a, b) => order * a.name.localeCompare(b.name, 'pl'));
}

/** The countries present in the list, for the country filter. */
export const countriesOf = (branches: readonly Branch[]): string[] =>
  [...new Set(branches.map((b) => b.country))].sort();
