import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { erased } from '../common/personal-data.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import type { NoteDeleted, NoteWritten } from './note.decider.ts';
import {
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_LOCATION_MAX_LENGTH,
  NOTE_MAX_OFFSET,
  NOTE_MAX_SIZE,
  NOTE_MIN_SIZE,
  NOTE_TITLE_MAX_LENGTH,
} from './notes.rules.ts';

const offset = z.number().int().min(0).max(NOTE_MAX_OFFSET);
const size = z.number().int().min(NOTE_MIN_SIZE).max(NOTE_MAX_SIZE);

export const noteWrittenV1 = defineEvent<NoteWritten>({
  type: 'NoteWritten',
  version: 1,
  schema: z.object({
    noteId: StoredUuid,
    ownerId: StoredUuid,
    location: storedText(NOTE_LOCATION_MAX_LENGTH).min(1),
    title: storedText(NOTE_TITLE_MAX_LENGTH),
    content: storedText(NOTE_CONTENT_MAX_LENGTH),
    metadata: z.object({ x: offset, y: offset, width: size, height: size }),
  }),
  // What someone writes on a note is theirs (decision 007): erased with them.
  personalData: {
    subject: (data: { ownerId: string }) => data.ownerId,
    fields: { title: erased.text, content: erased.text },
  },
});

export const noteDeletedV1 = defineEvent<NoteDeleted>({
  type: 'NoteDeleted',
  version: 1,
  schema: z.object({ noteId: StoredUuid, ownerId: StoredUuid }),
});

/** Every event of the note streams, with its schema history. */
export const notesEvents = eventCatalog(noteWrittenV1, noteDeletedV1);
