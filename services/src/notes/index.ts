import type { NotesErrorCode } from '@cenacle/shared-domain/notes';
import { notesEvents, notesMessages } from '@cenacle/shared-domain/notes';
import type { ServicesContext } from '../context.ts';
import { deleteNoteRoute } from './delete-note.route.ts';
import { listNotesRoute } from './list-notes.route.ts';
import { saveNoteRoute } from './save-note.route.ts';

const errorStatus: Readonly<Record<NotesErrorCode, number>> = {
  TOO_MANY_NOTES: 400,
  NOTE_OF_ANOTHER_PAGE: 400,
};

/** Sticky notes: each signed-in person's own, pinned to a page. */
export const notes: ServicesContext = {
  name: 'notes',
  routes: [listNotesRoute, saveNoteRoute, deleteNoteRoute],
  errorStatus,
  messages: notesMessages,
  events: notesEvents,
};
