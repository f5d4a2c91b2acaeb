import { countNotesOfPage } from '@cenacle/projections/notes/notes/notes.queries.ts';
import {
  type Note,
  NoteSaveRequestSchema,
  NoteSchema,
  noteDecider,
  noteStream,
} from '@cenacle/shared-domain/notes';
import { commandRoute } from '../http/command-route.ts';

/**
 * `POST api/note`: without an id writes a new note on the caller's page (201); with the id of one of
 * the caller's notes saves it again (200). Nobody else's note can be reached.
 */
export const saveNoteRoute = commandRoute({
  method: 'POST',
  url: '/api/note',
  summary: 'Write a sticky note, or save one of yours again',
  tags: ['notes'],
  entityName: 'note',
  audience: 'signed-in',
  body: NoteSaveRequestSchema,
  response: { 200: NoteSchema, 201: NoteSchema },
  async handle({ body, user, deps, run }) {
    const noteId = body.id?.value ?? deps.newId();
    const notesAtLocation = body.id ? 0 : await countNotesOfPage(deps.db, user.id, body.location);
    const values = {
      noteId,
      ownerId: user.id,
      location: body.location,
      title: body.title,
      content: body.content,
      metadata: body.metadata,
    };
    await run(noteDecider, noteStream(noteId), {
      type: 'WriteNote',
      data: { ...values, notesAtLocation },
    });
    const saved: Note = {
      id: { value: noteId },
      title: values.title,
      content: values.content,
      location: values.location,
      metadata: values.metadata,
      lastModifiedDate: deps.clock().toISOString(),
    };
    return { status: body.id ? 200 : 201, body: saved };
  },
});
