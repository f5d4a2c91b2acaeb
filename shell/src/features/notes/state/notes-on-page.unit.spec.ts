import type { Note } from '@cenacle/shared-domain/notes/contracts';
import { NEW_NOTE_METADATA } from '@cenacle/shared-domain/notes/rules';
import { describe, expect, it } from 'vitest';
import type { NoteDraft } from './notes-board.ts';
import { notesOnPage } from './notes-on-page.ts';

const page = '/schedule?session=1';
const saved: Note = {
  id: { value: 'a' },
  title: 'Kuchnia',
  content: 'obiad 13:00',
  location: page,
  metadata: NEW_NOTE_METADATA,
  lastModifiedDate: '2026-11-24T10:00:00.000Z',
};
const draftOf = (extra: Partial<NoteDraft>): NoteDraft => ({
  key: 'a',
  id: 'a',
  location: page,
  title: 'Kuchnia',
  content: 'obiad 13:00',
  metadata: NEW_NOTE_METADATA,
  ...extra,
});

describe('The notes of a page as shown', () => {
  it('shows a saved note unchanged until it is moved, resized or edited', () => {
    expect(notesOnPage([saved], {}, page)).toEqual([{ draft: draftOf({}), changed: false }]);
    const moved = draftOf({ metadata: { ...NEW_NOTE_METADATA, x: 300 } });
    expect(notesOnPage([saved], { a: moved }, page)).toEqual([{ draft: moved, changed: true }]);
    const resized = draftOf({ metadata: { ...NEW_NOTE_METADATA, width: 400 } });
    expect(notesOnPage([saved], { a: resized }, page)[0]?.changed).toBe(true);
    // Moved back where it was saved: nothing to save.
    expect(notesOnPage([saved], { a: draftOf({}) }, page)[0]?.changed).toBe(false);
  });
  it('adds the new notes of this page only, as changed', () => {
    const fresh = draftOf({ key: 'new-1', id: null, title: '' });
    const elsewhere = draftOf({ key: 'new-2', id: null, location: '/participants' });
    const shown = notesOnPage([saved], { 'new-1': fresh, 'new-2': elsewhere }, page);
    expect(shown.map((s) => [s.draft.key, s.changed])).toEqual([
      ['a', false],
      ['new-1', true],
    ]);
  });
  it('drops the draft of a note that is no longer saved (deleted elsewhere)', () => {
    expect(notesOnPage([], { a: draftOf({ title: 'x' }) }, page)).toEqual([]);
  });
});
