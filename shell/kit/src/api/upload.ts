import { api, apiUrl } from './http-client.ts';

/** A file in the file store as a form keeps it: its id, and the name it was chosen under. */
export interface StoredFile {
  readonly fileId: string;
  readonly fileName: string;
}

/**
 * `POST /api/document/upload` (multipart field `document`): the file goes to the file store first,
 * the form keeps its id until it is saved. Silent: the field that chose the file says what went wrong.
 */
export async function uploadToFileStore(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('document', file, file.name);
  const { value } = (await api.post<{ value: string }>('/api/document/upload', body, { silent: true })).data;
  return { fileId: value, fileName: file.name };
}

/** Where a stored image is served (`api/image/{fileId}`), as rich text and CMS photos link it. */
export const imageUrl = (fileId: string): string => apiUrl(`/api/image/${encodeURIComponent(fileId)}`);
