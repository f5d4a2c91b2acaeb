/** Business rules of notes a command may break. */
export const NOTES_ERROR_CODES = [
  /** One person keeps at most MAX_NOTES_PER_LOCATION notes on a page. */
  'TOO_MANY_NOTES',
  /** A note stays on the page it was written on. */
  'NOTE_OF_ANOTHER_PAGE',
] as const;
export type NotesErrorCode = (typeof NOTES_ERROR_CODES)[number];
