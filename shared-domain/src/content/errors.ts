/** Business rules of the content context a command may break. */
export const CONTENT_ERROR_CODES = [
  /** The section was changed by someone else since the editor loaded it (answers 409). */
  'CONTENT_VERSION_CONFLICT',
  /** A restore names a version the section never had. */
  'CONTENT_VERSION_UNKNOWN',
  /** A removed section, entry or testimony cannot be changed any more. */
  'CONTENT_REMOVED',
  /** A section stays on the page (location, language, country, branch) it was made for. */
  'COMPONENT_OF_ANOTHER_PAGE',
  /** The order of a page names a section that is not on it. */
  'SECTION_NOT_ON_PAGE',
] as const;
export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];
