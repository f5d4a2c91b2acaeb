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
 * `POST api/note`: writes a new note on the caller's page (201), under the id the client chose
 * or a new one; with the id of one of the caller's notes saves it again (200). Nobody else's note can be reached.
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
    // A client may choose the id of a new note: the limit counts either way, and whether the note is
    // new is the stream's to say, not the body's.
    const existed = body.id
      ? (await deps.bus.load(noteDecider, noteStream(noteId))).state.status !== 'none'
      : false;
    const notesAtLocation = await countNotesOfPage(deps.db, user.id, body.location);
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
    return { status: existed ? 200 : 201, body: saved };
  },
});
