import type { NoteMetadata } from '@cenacle/shared-domain/notes/rules';
import { NEW_NOTE_METADATA } from '@cenacle/shared-domain/notes/rules';
import { create } from 'zustand';

/** A note as it stands on the screen: a saved one being changed, or a new one not saved yet. */
export interface NoteDraft {
  /** The note's id once saved; a new note's key until then. */
  readonly key: string;
  readonly id: string | null;
  readonly location: string;
  readonly title: string;
  readonly content: string;
  readonly metadata: NoteMetadata;
}

const HIDDEN_KEY = 'cenacle.notes.hidden';

function storedHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

interface NotesBoard {
  /** Notes hidden on every page (kept in this browser, spec §4). */
  readonly hidden: boolean;
  /** Unsaved changes, by note key. */
  readonly drafts: Readonly<Record<string, NoteDraft>>;
  toggleHidden(): void;
  /** A new note on this page at the spec's place (x=200, y=200), unsaved. */
  add(location: string): void;
  change(draft: NoteDraft): void;
  /** Forgets the unsaved changes of a note (saved or thrown away). */
  drop(key: string): void;
}

let created = 0;

export const useNotesBoard = create<NotesBoard>((set, get) => ({
  hidden: storedHidden(),
  drafts: {},
  toggleHidden() {
    const hidden = !get().hidden;
    try {
      window.localStorage.setItem(HIDDEN_KEY, String(hidden));
    } catch {
      // Private browsing without storage: the choice lasts this visit.
    }
    set({ hidden });
  },
  add(location) {
    created += 1;
    const key = `new-${created}`;
    const draft: NoteDraft = { key, id: null, location, title: '', content: '', metadata: NEW_NOTE_METADATA };
    set((s) => ({ hidden: false, drafts: { ...s.drafts, [key]: draft } }));
  },
  change(draft) {
    set((s) => ({ drafts: { ...s.drafts, [draft.key]: draft } }));
  },
  drop(key) {
    set((s) => {
      const { [key]: _gone, ...rest } = s.drafts;
      return { drafts: rest };
    });
  },
}));
