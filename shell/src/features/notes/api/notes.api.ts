import { api, readPosition } from '@cenacle/kit';
import type { Note, NoteSaveRequest } from '@cenacle/shared-domain/notes/contracts';
import { NOTES_READ_MODEL } from '@cenacle/shared-domain/notes/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const noteKeys = {
  all: [NOTES_READ_MODEL] as const,
  page: (location: string) => [NOTES_READ_MODEL, location] as const,
};

export const fetchNotes = (location: string, signal: AbortSignal): Promise<Note[]> =>
  // Notes are an aside: a failure leaves the page as it is, with no toast on every navigation.
  api.get<Note[]>('/api/notes', { signal, silent: true, query: { location, position: readPosition() } });

export const saveNote = (body: NoteSaveRequest) => api.post<Note>('/api/note', body);

export const deleteNote = (id: string) => api.delete<null>(`/api/note/${encodeURIComponent(id)}`);
