import type { Note } from '@cenacle/shared-domain/notes/contracts';
import { sameNote } from '@cenacle/shared-domain/notes/rules';
import type { NoteDraft } from './notes-board.ts';

export interface ShownNote {
  readonly draft: NoteDraft;
  /** Moved, resized or edited since it was last saved (or never saved). */
  readonly changed: boolean;
}

const fromSaved = (note: Note): NoteDraft => ({
  key: note.id.value,
  id: note.id.value,
  location: note.location,
  title: note.title,
  content: note.content,
  metadata: note.metadata,
});

/** The notes of a page as shown: saved ones with their unsaved changes, then the new ones. */
export function notesOnPage(
  saved: readonly Note[],
  drafts: Readonly<Record<string, NoteDraft>>,
  location: string,
): ShownNote[] {
  const shown = saved.map((note): ShownNote => {
    const draft = drafts[note.id.value];
    return draft ? { draft, changed: !sameNote(draft, note) } : { draft: fromSaved(note), changed: false };
  });
  const fresh = Object.values(drafts)
    .filter((d) => d.id === null && d.location === location)
    .map((draft): ShownNote => ({ draft, changed: true }));
  return [...shown, ...fresh];
}
