import { currentLanguage } from '@cenacle/kit';
import { useMemo } from 'react';
import { countriesOfBranches, visitorCountry } from '../model/visitor-country.ts';
import { useCountryChoice } from '../state/country.store.ts';
import { useActiveBranches } from './useActiveBranches.ts';

/** The country whose CMS sections show, the countries offered, and the way to choose. */
export function useVisitorCountry() {
  const branches = useActiveBranches();
  const stored = useCountryChoice((state) => state.stored);
  const choose = useCountryChoice((state) => state.choose);
  const offered = useMemo(() => (branches.data ? countriesOfBranches(branches.data) : null), [branches.data]);
  const country = visitorCountry(stored, currentLanguage(), offered);
  return { country, offered: offered ?? [], choose };
}
