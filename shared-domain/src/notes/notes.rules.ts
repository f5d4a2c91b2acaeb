/** Sticky notes: a signed-in user's own notes, pinned to a page of the application (spec §3 Note). */

export const NOTE_TITLE_MAX_LENGTH = 200;
export const NOTE_CONTENT_MAX_LENGTH = 5_000;
/** A page's path (and query), as the browser's address bar shows it. */
export const NOTE_LOCATION_MAX_LENGTH = 500;
/** How many notes one person may keep on one page. */
export const MAX_NOTES_PER_LOCATION = 50;

/** Where a note sits and how big it is, in CSS pixels of the page. */
export interface NoteMetadata {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Spec §9: a new note opens at x=200, y=200. */
export const NEW_NOTE_METADATA: NoteMetadata = { x: 200, y: 200, width: 240, height: 180 };
export const NOTE_MIN_SIZE = 120;
export const NOTE_MAX_SIZE = 2_000;
/** Far enough for any screen, small enough for an int4 column. */
export const NOTE_MAX_OFFSET = 20_000;

export const NOTES_READ_MODEL = 'notes';

export const noteStream = (noteId: string): string => `note-${noteId}`;

/** A location is a path of this application: it starts with one slash. */
export const isNoteLocation = (location: string): boolean =>
  location.startsWith('/') && !location.startsWith('//');

/** A note dragged or resized: kept within the bounds the read side stores. */
export function clampMetadata(metadata: NoteMetadata): NoteMetadata {
  const clamp = (value: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));
  return {
    x: clamp(metadata.x, 0, NOTE_MAX_OFFSET),
    y: clamp(metadata.y, 0, NOTE_MAX_OFFSET),
    width: clamp(metadata.width, NOTE_MIN_SIZE, NOTE_MAX_SIZE),
    height: clamp(metadata.height, NOTE_MIN_SIZE, NOTE_MAX_SIZE),
  };
}

/** The fields a note's "changed" marker compares with what was last saved. */
export function sameNote(
  a: { title: string; content: string; metadata: NoteMetadata },
  b: { title: string; content: string; metadata: NoteMetadata },
): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.metadata.x === b.metadata.x &&
    a.metadata.y === b.metadata.y &&
    a.metadata.width === b.metadata.width &&
    a.metadata.height === b.metadata.height
  );
}
