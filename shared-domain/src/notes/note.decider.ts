import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { MAX_NOTES_PER_LOCATION, type NoteMetadata, sameNote } from './notes.rules.ts';

export interface NoteValues {
  readonly noteId: string;
  /** The person who wrote it: the only one who sees, changes or deletes it. */
  readonly ownerId: string;
  readonly location: string;
  readonly title: string;
  readonly content: string;
  readonly metadata: NoteMetadata;
}

/** A note was written, or written again: every field as it now stands (stream `note-<id>`). */
export type NoteWritten = DomainEvent<'NoteWritten', NoteValues>;
/** Its owner threw it away; the log keeps its history. */
export type NoteDeleted = DomainEvent<'NoteDeleted', { readonly noteId: string; readonly ownerId: string }>;
export type NoteEvent = NoteWritten | NoteDeleted;

export type WriteNote = Command<
  'WriteNote',
  NoteValues & {
    /** How many notes the owner already keeps on that page (from the read model). */
    readonly notesAtLocation: number;
  }
>;
export type DeleteNote = Command<'DeleteNote', { readonly noteId: string; readonly ownerId: string }>;
export type NoteCommand = WriteNote | DeleteNote;

export type NoteState =
  | { readonly status: 'none' }
  | ({ readonly status: 'kept' | 'deleted' } & Omit<NoteValues, 'noteId'>);

// Somebody else's note is not found: its existence is not revealed.
const notFound = (id: string) => new DomainError('NOT_FOUND', 'error.note.notFound', { id });

function evolve(state: NoteState, event: NoteEvent): NoteState {
  switch (event.type) {
    case 'NoteWritten': {
      const { noteId: _id, ...values } = event.data;
      return { status: 'kept', ...values };
    }
    case 'NoteDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

function decide(command: NoteCommand, state: NoteState): NoteEvent[] {
  const { noteId, ownerId } = command.data;
  switch (command.type) {
    case 'WriteNote': {
      const { notesAtLocation, ...values } = command.data;
      if (state.status === 'deleted' || (state.status === 'kept' && state.ownerId !== ownerId)) {
        throw notFound(noteId);
      }
      if (state.status === 'none' && notesAtLocation >= MAX_NOTES_PER_LOCATION) {
        throw new DomainError('TOO_MANY_NOTES', 'error.note.tooMany', {
          max: String(MAX_NOTES_PER_LOCATION),
        });
      }
      if (state.status === 'kept' && state.location !== values.location) {
        throw new DomainError('NOTE_OF_ANOTHER_PAGE', 'error.note.otherPage', {}, 'location');
      }
      return state.status === 'kept' && sameNote(state, values)
        ? []
        : [{ type: 'NoteWritten', data: values }];
    }
    case 'DeleteNote':
      if (state.status !== 'kept' || state.ownerId !== ownerId) throw notFound(noteId);
      return [{ type: 'NoteDeleted', data: { noteId, ownerId } }];
    default:
      return assertNever(command);
  }
}

/** One sticky note. */
export const noteDecider: Decider<NoteCommand, NoteEvent, NoteState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
