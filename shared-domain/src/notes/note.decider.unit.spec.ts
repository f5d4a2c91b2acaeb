import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { noteDecider } from './note.decider.ts';
import {
  clampMetadata,
  isNoteLocation,
  MAX_NOTES_PER_LOCATION,
  NEW_NOTE_METADATA,
  sameNote,
} from './notes.rules.ts';

const metadata = { userId: 'u1', now: '2026-11-24T10:00:00.000Z' };
const values = {
  noteId: 'n1',
  ownerId: 'u1',
  location: '/participants?session=s1',
  title: 'Zadzwonić',
  content: 'do ośrodka w piątek',
  metadata: NEW_NOTE_METADATA,
};
const written = { type: 'NoteWritten' as const, data: values };
const write = (data: Partial<typeof values> & { notesAtLocation?: number } = {}) => ({
  type: 'WriteNote' as const,
  data: { ...values, notesAtLocation: 0, ...data },
  metadata,
});
const spec = deciderSpec(noteDecider);

describe('A sticky note', () => {
  it('is written, then written again with every field, or not at all when nothing changed', () => {
    spec.given([]).when(write()).then([written]);
    const moved = { ...values, metadata: { ...NEW_NOTE_METADATA, x: 420 } };
    spec
      .given([written])
      .when(write({ metadata: moved.metadata }))
      .then([{ type: 'NoteWritten', data: moved }]);
    spec.given([written]).when(write()).thenNothingHappened();
  });
  it('belongs to its writer: anybody else finds no such note', () => {
    spec
      .given([written])
      .when(write({ ownerId: 'u2' }))
      .thenThrows('NOT_FOUND');
    spec
      .given([written])
      .when({ type: 'DeleteNote', data: { noteId: 'n1', ownerId: 'u2' }, metadata })
      .thenThrows('NOT_FOUND');
  });
  it('stays on its page', () => {
    spec
      .given([written])
      .when(write({ location: '/schedule' }))
      .thenThrows('NOTE_OF_ANOTHER_PAGE');
  });
  it('is refused beyond the most notes one page may hold, new ones only', () => {
    spec
      .given([])
      .when(write({ notesAtLocation: MAX_NOTES_PER_LOCATION }))
      .thenThrows('TOO_MANY_NOTES');
    spec
      .given([written])
      .when(write({ title: 'Inny', notesAtLocation: MAX_NOTES_PER_LOCATION }))
      .then([{ type: 'NoteWritten', data: { ...values, title: 'Inny' } }]);
  });
  it('is deleted once, and a deleted note cannot be written again', () => {
    const deleted = { type: 'NoteDeleted' as const, data: { noteId: 'n1', ownerId: 'u1' } };
    spec
      .given([written])
      .when({ type: 'DeleteNote', data: { noteId: 'n1', ownerId: 'u1' }, metadata })
      .then([deleted]);
    spec
      .given([written, deleted])
      .when({ type: 'DeleteNote', data: { noteId: 'n1', ownerId: 'u1' }, metadata })
      .thenThrows('NOT_FOUND');
    spec.given([written, deleted]).when(write()).thenThrows('NOT_FOUND');
  });
});

describe('Note rules', () => {
  it('accepts only the application’s own paths as a location', () => {
    expect(isNoteLocation('/participants?session=1')).toBe(true);
    expect(isNoteLocation('//evil.example/x')).toBe(false);
    expect(isNoteLocation('https://evil.example/')).toBe(false);
  });
  it('keeps a moved or resized note within the stored bounds, in whole pixels', () => {
    expect(clampMetadata({ x: -30.4, y: 15.6, width: 10, height: 99_999 })).toEqual({
      x: 0,
      y: 16,
      width: 120,
      height: 2_000,
    });
    expect(clampMetadata({ x: Number.NaN, y: 1, width: 300, height: 200 }).x).toBe(0);
  });
  it('tells a changed note from the saved one', () => {
    const saved = { title: 'a', content: 'b', metadata: NEW_NOTE_METADATA };
    expect(sameNote(saved, { ...saved })).toBe(true);
    expect(sameNote(saved, { ...saved, metadata: { ...NEW_NOTE_METADATA, height: 181 } })).toBe(false);
    expect(sameNote(saved, { ...saved, content: 'c' })).toBe(false);
  });
});
