import { NoteParamsSchema, noteDecider, noteStream } from '@cenacle/shared-domain/notes';
import { commandRoute } from '../http/command-route.ts';

/** `DELETE /api/note/{id}`: throws one of the caller's notes away (`NoteDeleted`). */
export const deleteNoteRoute = commandRoute({
  method: 'DELETE',
  url: '/api/note/:id',
  summary: 'Delete one of your sticky notes (nothing is removed from the log)',
  tags: ['notes'],
  entityName: 'note',
  audience: 'signed-in',
  params: NoteParamsSchema,
  async handle({ params, user, run }) {
    await run(noteDecider, noteStream(params.id), {
      type: 'DeleteNote',
      data: { noteId: params.id, ownerId: user.id },
    });
    return { status: 204, alert: { key: 'note.messages.deleted', param: '' } };
  },
});
