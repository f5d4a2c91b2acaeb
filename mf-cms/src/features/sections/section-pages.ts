import type { CmsLocation } from '@cenacle/shared-domain/content/rules';

/** The pages of the public site whose sections the CMS edits, each at its own path (spec §2 CMS). */
export const SECTION_PAGES = [
  { path: 'configurable-content-first', location: 'LONG_PAGE' },
  { path: 'configurable-content-about-us', location: 'ABOUT_US' },
  { path: 'configurable-content-formation', location: 'FORMATION' },
  { path: 'configurable-content-blog', location: 'BLOG' },
] as const satisfies readonly { path: string; location: Exclude<CmsLocation, 'BRANCH'> }[];

/** The location a path edits (the long page for an unknown one). */
export function locationOfPath(pathname: string): Exclude<CmsLocation, 'BRANCH'> {
  const segment = pathname.split('/').find((part) => part.startsWith('configurable-content-'));
  return SECTION_PAGES.find((page) => page.path === segment)?.location ?? 'LONG_PAGE';
}
