import { api, currentLanguage } from '@cenacle/kit';
import type { AboutUsEntry, InfoComponent, Testimony } from '@cenacle/shared-domain/content/contracts';
import {
  ABOUT_US_READ_MODEL,
  type CmsLocation,
  INFO_COMPONENTS_READ_MODEL,
  TESTIMONIES_READ_MODEL,
} from '@cenacle/shared-domain/content/rules';

/** Which sections of the CMS a page shows: its location, and the branch of a branch page. */
export interface SectionsOf {
  readonly location: CmsLocation;
  readonly branch?: string;
}

/**
 * Content in the visitor's language (the server falls back to Polish). The language is part of each
 * key, so switching it asks again.
 */
export const contentKeys = {
  sections: (of: SectionsOf, language: string) =>
    [INFO_COMPONENTS_READ_MODEL, of.location, of.branch ?? '', language] as const,
  aboutUs: (language: string) => [ABOUT_US_READ_MODEL, 'public', language] as const,
  testimonies: (mainPage: boolean) => [TESTIMONIES_READ_MODEL, mainPage ? 'main' : 'all'] as const,
};

/** `GET /api/info-components?location&branch&language`: a page's sections in order. */
export function fetchSections(of: SectionsOf, signal: AbortSignal): Promise<InfoComponent[]> {
  return api.get<InfoComponent[]>('/api/info-components', {
    signal,
    silent: true,
    query: { location: of.location, branch: of.branch ?? '', language: currentLanguage() },
  });
}

/** `GET /api/about-us?language`: the about-us entries, the main ones first. */
export async function fetchAboutUs(signal: AbortSignal): Promise<AboutUsEntry[]> {
  const entries = await api.get<AboutUsEntry[]>('/api/about-us', {
    signal,
    silent: true,
    query: { language: currentLanguage() },
  });
  return [...entries].sort((a, b) => Number(b.main) - Number(a.main));
}

/** `GET /api/testimonies` (`mainPage=true`: those on the home page). */
export function fetchTestimonies(mainPage: boolean, signal: AbortSignal): Promise<Testimony[]> {
  return api.get<Testimony[]>('/api/testimonies', {
    signal,
    silent: true,
    query: mainPage ? { mainPage: 'true' } : {},
  });
}
