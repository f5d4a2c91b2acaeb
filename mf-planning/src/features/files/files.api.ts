import { api, apiUrl } from '@cenacle/kit';

/** A file in the file store as a form keeps it: its id, and the name it was chosen under. */
export interface StoredFile {
  readonly fileId: string;
  readonly fileName: string;
}

/**
 * `POST /api/document/upload` (multipart field `document`): the file goes to the file store first,
 * the form keeps its id until it is saved.
 */
export async function uploadDocument(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('document', file, file.name);
  // The field that chose the file says what went wrong, next to itself: no toast.
  const { value } = (await api.post<{ value: string }>('/api/document/upload', body, { silent: true })).data;
  return { fileId: value, fileName: file.name };
}

export const thumbnailUrl = (fileId: string) => apiUrl(`/api/thumbnail/${encodeURIComponent(fileId)}`);
export const fileUrl = (fileId: string) => apiUrl(`/api/file/${encodeURIComponent(fileId)}`);
