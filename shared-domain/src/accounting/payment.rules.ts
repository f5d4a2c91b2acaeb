/** Largest amount one payment may carry (in the session's currency). */
export const MAX_PAYMENT_VALUE = 10_000_000;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** Payment descriptions are shown shortened to this many characters in lists (spec §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 40;
