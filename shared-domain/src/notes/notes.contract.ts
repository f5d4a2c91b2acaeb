import { z } from 'zod';
import { IdSchema, integer, LogPosition, nameText, requiredText, text, Uuid } from '../common/primitives.ts';
import {
  isNoteLocation,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_LOCATION_MAX_LENGTH,
  NOTE_MAX_OFFSET,
  NOTE_MAX_SIZE,
  NOTE_MIN_SIZE,
  NOTE_TITLE_MAX_LENGTH,
} from './notes.rules.ts';

const NoteLocationSchema = requiredText(NOTE_LOCATION_MAX_LENGTH).refine(isNoteLocation, {
  error: 'Pattern',
});

export const NoteMetadataSchema = z
  .object({
    x: integer({ max: NOTE_MAX_OFFSET }),
    y: integer({ max: NOTE_MAX_OFFSET }),
    width: integer({ min: NOTE_MIN_SIZE, max: NOTE_MAX_SIZE }),
    height: integer({ min: NOTE_MIN_SIZE, max: NOTE_MAX_SIZE }),
  })
  .meta({ id: 'NoteMetadata' });

/** `POST api/note`: without an id writes a new note (201); with one of the caller's, saves it (200). */
export const NoteSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    title: nameText(NOTE_TITLE_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? ''),
    content: text(NOTE_CONTENT_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? ''),
    location: NoteLocationSchema,
    metadata: NoteMetadataSchema,
  })
  .meta({ id: 'NoteSaveRequest' });
export type NoteSaveRequest = z.input<typeof NoteSaveRequestSchema>;

export const NoteSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    content: z.string(),
    location: z.string(),
    metadata: NoteMetadataSchema,
    lastModifiedDate: z.string(),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof NoteSchema>;

/** `GET api/notes?location=`: the caller's notes on that page; the route answers 400 without one. */
export const NoteListQuerySchema = z.object({
  location: NoteLocationSchema.optional(),
  position: LogPosition.optional(),
});
export const NoteParamsSchema = z.object({ id: Uuid });
