import { api, currentLanguage } from '@cenacle/kit';
import type { AboutUsEntry, InfoComponent, Testimony } from '@cenacle/shared-domain/content/contracts';
import {
  ABOUT_US_READ_MODEL,
  type CmsLocation,
  INFO_COMPONENTS_READ_MODEL,
  TESTIMONIES_READ_MODEL,
} from '@cenacle/shared-domain/content/rules';
import { sectionsForCountry } from '../../site/model/visitor-country.ts';

/**
 * Which sections of the CMS a page shows: its location, the branch of a branch page, and on the
 * pages chosen by country, the visitor's country (null: none, so only the sections of no country).
 */
export interface SectionsOf {
  readonly location: CmsLocation;
  readonly branch?: string;
  readonly country?: string | null;
}

/**
 * Content in the visitor's language (the server falls back to Polish). The language is part of each
 * key, so switching it asks again.
 */
export const contentKeys = {
  sections: (of: SectionsOf, language: string) =>
    [INFO_COMPONENTS_READ_MODEL, of.location, of.branch ?? '', of.country ?? null, language] as const,
  aboutUs: (which: AboutUsPart, language: string) =>
    [ABOUT_US_READ_MODEL, 'public', which, language] as const,
  branchAboutUs: (branchId: string, language: string) =>
    [ABOUT_US_READ_MODEL, 'branch', branchId, language] as const,
  testimonies: (mainPage: boolean) => [TESTIMONIES_READ_MODEL, mainPage ? 'main' : 'all'] as const,
};

/** `GET /api/info-components?location&branch&country&language`: a page's sections in order. */
export async function fetchSections(of: SectionsOf, signal: AbortSignal): Promise<InfoComponent[]> {
  const sections = await api.get<InfoComponent[]>('/api/info-components', {
    signal,
    silent: true,
    query: {
      location: of.location,
      branch: of.branch ?? '',
      language: currentLanguage(),
      ...(of.country ? { country: of.country } : {}),
    },
  });
  return of.country === undefined ? sections : sectionsForCountry(sections, of.country);
}

/** The community's main about-us entries only (the home page), or all of them (`/about-us`). */
export type AboutUsPart = 'main' | 'all';

/** `GET /api/about-us?language`, with `main=true` for the main entries only. */
export function fetchAboutUs(which: AboutUsPart, signal: AbortSignal): Promise<AboutUsEntry[]> {
  const language = currentLanguage();
  return api.get<AboutUsEntry[]>('/api/about-us', {
    signal,
    silent: true,
    query: which === 'main' ? { main: 'true', language } : { language },
  });
}

/** `GET /api/about-us/{branchId}?language`: a branch's about-us entries, the main ones first. */
export function fetchBranchAboutUs(branchId: string, signal: AbortSignal): Promise<AboutUsEntry[]> {
  return api.get<AboutUsEntry[]>(`/api/about-us/${encodeURIComponent(branchId)}`, {
    signal,
    silent: true,
    query: { language: currentLanguage() },
  });
}

/** `GET /api/testimonies` (`mainPage=true`: those on the home page). */
export function fetchTestimonies(mainPage: boolean, signal: AbortSignal): Promise<Testimony[]> {
  return api.get<Testimony[]>('/api/testimonies', {
    signal,
    silent: true,
    query: mainPage ? { mainPage: 'true' } : {},
  });
}
