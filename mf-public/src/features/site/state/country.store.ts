import { create } from 'zustand';
import { NO_COUNTRY } from '../model/visitor-country.ts';

/** Kept in this browser (a preference of the visitor, not of one tab). */
const KEY = 'cenacle.public.country';

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null; // storage refused (private mode): no choice yet
  }
}

interface CountryChoice {
  /** A country code, NO_COUNTRY (chose none), or null (not chosen: the language suggests one). */
  readonly stored: string | null;
  choose(country: string | null): void;
}

/** The visitor's choice of country for the CMS sections (UI state only). */
export const useCountryChoice = create<CountryChoice>((set) => ({
  stored: read(),
  choose(country) {
    const stored = country ?? NO_COUNTRY;
    try {
      globalThis.localStorage?.setItem(KEY, stored);
    } catch {
      // Storage refused: the choice lasts until the next reload.
    }
    set({ stored });
  },
}));
