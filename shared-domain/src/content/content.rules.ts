/** The content context: CMS sections, about-us entries and testimonies of the public site. */

/** Read models by name (projections, change notices, the browser's query keys). */
export const INFO_COMPONENTS_READ_MODEL = 'info-components';
export const INFO_COMPONENT_VERSIONS_READ_MODEL = 'info-component-versions';
export const ABOUT_US_READ_MODEL = 'about-us';
export const TESTIMONIES_READ_MODEL = 'testimonies';

export const infoComponentStream = (id: string): string => `infoComponent-${id}`;
export const aboutUsStream = (id: string): string => `aboutUs-${id}`;
export const testimonyStream = (id: string): string => `testimony-${id}`;
/** The order of one page's sections (location, language, country, branch): one stream per page. */
export const sectionOrderStream = (pageKey: string): string => `infoComponentOrder-${pageKey}`;

/** Content falls back to Polish where the visitor's language has none (issue 12 §1). */
export const FALLBACK_CONTENT_LANGUAGE = 'pl';
/** A content language: two lower-case letters (pl, en, uk, de, and those that may fall back). */
export const CONTENT_LANGUAGE_PATTERN = /^[a-z]{2}$/;
/** A country as branches name it: three upper-case letters (POL, DEU, GBR…). */
export const COUNTRY_PATTERN = /^[A-Z]{3}$/;

export const COMPONENT_NAME_MAX_LENGTH = 200;
/** A heading's, a button's or a rich text's content. */
export const ELEMENT_CONTENT_MAX_LENGTH = 50_000;
export const URL_MAX_LENGTH = 2_000;
export const MAX_ELEMENTS_PER_COLUMN = 50;
/** The largest index of a section in its page. */
export const MAX_SECTION_INDEX = 10_000;
/** A layout as the spec stores it, a JSON string: bounded like any text. */
export const CSS_LAYOUTS_STRING_MAX_LENGTH = 5_000;
/** At most this many sections are ordered in one call. */
export const MAX_SECTIONS_PER_PAGE = 500;

export const ABOUT_US_TITLE_MAX_LENGTH = 200;
export const ABOUT_US_CONTENT_MAX_LENGTH = 50_000;

export const TESTIMONY_TYPES = ['TEXT', 'VIDEO'] as const;
/** A testimony is written (rich text) or a video (its content is the video's URL). */
export type TestimonyType = (typeof TESTIMONY_TYPES)[number];
export const TESTIMONY_AUTHOR_MAX_LENGTH = 200;
export const TESTIMONY_CONTENT_MAX_LENGTH = 20_000;

/** A URL the public may follow: http or https, nothing else. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path of this site (`/events`): one leading slash, no scheme, no protocol-relative `//`. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s<>"'`\\]*$/.test(value);
}

/** Where a button may lead: a web address or a page of this site. */
export const isButtonUrl = (value: string): boolean => isWebUrl(value) || isSitePath(value);

/**
 * The content languages to try for a visitor, best first: the visitor's, then Polish.
 */
export function languagesFor(language: string | null | undefined): string[] {
  const wanted = language && CONTENT_LANGUAGE_PATTERN.test(language) ? language : FALLBACK_CONTENT_LANGUAGE;
  return wanted === FALLBACK_CONTENT_LANGUAGE ? [wanted] : [wanted, FALLBACK_CONTENT_LANGUAGE];
}

/** A file of the file store (an uploaded image). */
export interface ContentFile {
  readonly fileId: string;
  readonly fileName: string;
}

/** An about-us entry (spec §3): a titled rich text in one language; `main` ones lead the page. */
export interface AboutUsEntryValues {
  readonly entryId: string;
  readonly title: string;
  /** Sanitized rich text. */
  readonly content: string;
  readonly language: string;
  readonly main: boolean;
  /** The branch whose page shows it; null for the community's own page. */
  readonly branchId: string | null;
}

/** A testimony (spec §3): written (sanitized rich text) or a video (its http(s) address). */
export interface TestimonyValues {
  readonly testimonyId: string;
  readonly author: string;
  readonly content: string;
  readonly type: TestimonyType;
  readonly branchId: string | null;
  readonly country: string;
  readonly onMainPage: boolean;
  readonly photo: ContentFile | null;
}
