import { useLocation } from '@cenacle/kit/router';
import type { Note } from '@cenacle/shared-domain/notes/contracts';
import { isNoteLocation, NOTE_LOCATION_MAX_LENGTH } from '@cenacle/shared-domain/notes/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNote, fetchNotes, noteKeys, saveNote } from '../api/notes.api.ts';
import { type NoteDraft, useNotesBoard } from '../state/notes-board.ts';

/** The page a note is pinned to: the path and the query (`/participants?session=…`). */
export function useNoteLocation(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

export function usePageNotes(location: string) {
  return useQuery({
    queryKey: noteKeys.page(location),
    queryFn: ({ signal }) => fetchNotes(location, signal),
    staleTime: 30_000,
    // An address too long to pin a note to has none (the API would refuse to look).
    enabled: isNoteLocation(location) && location.length <= NOTE_LOCATION_MAX_LENGTH,
  });
}

/** Saves a note; the page's list takes the saved note at once, and its draft is forgotten. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: NoteDraft) =>
      saveNote({
        id: draft.id ? { value: draft.id } : null,
        title: draft.title,
        content: draft.content,
        location: draft.location,
        metadata: draft.metadata,
      }),
    onSuccess: ({ data: saved }, draft) => {
      queryClient.setQueryData<Note[]>(noteKeys.page(draft.location), (list = []) =>
        list.some((n) => n.id.value === saved.id.value)
          ? list.map((n) => (n.id.value === saved.id.value ? saved : n))
          : [...list, saved],
      );
      useNotesBoard.getState().drop(draft.key);
    },
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: NoteDraft) => deleteNote(draft.id as string),
    onSuccess: (_none, draft) => {
      queryClient.setQueryData<Note[]>(noteKeys.page(draft.location), (list = []) =>
        list.filter((n) => n.id.value !== draft.id),
      );
      useNotesBoard.getState().drop(draft.key);
    },
  });
}
