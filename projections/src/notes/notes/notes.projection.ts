import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import { ERASED_MARK, mergeCatalogs } from '@cenacle/shared-domain';
import { identityEvents, type PersonErased } from '@cenacle/shared-domain/identity';
import { NOTES_READ_MODEL, type NoteEvent, notesEvents } from '@cenacle/shared-domain/notes';

/** Every person's sticky notes (table `notes`). */
export const notesProjector = defineProjector<NoteEvent | PersonErased>()({
  name: NOTES_READ_MODEL,
  handles: ['NoteWritten', 'NoteDeleted', 'PersonErased'],
  tables: ['notes'],
  events: mergeCatalogs([notesEvents, identityEvents]),
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'NoteWritten': {
          const { noteId, ownerId, location, title, content, metadata } = event.data;
          const values = {
            owner_id: ownerId,
            location,
            title,
            content,
            ...metadata,
            modified_at: event.metadata.timestamp,
          };
          await trx
            .insertInto('notes')
            .values({ id: noteId, ...values })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'NoteDeleted':
          await trx.deleteFrom('notes').where('id', '=', event.data.noteId).execute();
          break;
        case 'PersonErased':
          // What a rebuild reads once the key is gone: the notes stay, their words do not.
          await trx
            .updateTable('notes')
            .set({ title: ERASED_MARK, content: ERASED_MARK })
            .where('owner_id', '=', event.data.personId)
            .execute();
          break;
      }
    }
  },
});
