import { api, readPosition } from '@cenacle/kit';
import type { Conference, ConferenceSaveRequest } from '@cenacle/shared-domain/conferences/contracts';
import { CONFERENCES_READ_MODEL } from '@cenacle/shared-domain/conferences/rules';
import { type StoredFile, uploadDocument as upload } from '../../files/files.api.ts';

export interface ConferenceFilter {
  readonly levels?: readonly string[];
  readonly lang?: string;
  readonly season?: string;
  readonly session?: string;
}

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const conferenceKeys = {
  all: [CONFERENCES_READ_MODEL] as const,
  list: (filter: ConferenceFilter) => [CONFERENCES_READ_MODEL, filter] as const,
};

/** `GET /api/conferences {levels, lang, season, session}`; blank filters are left out. */
export function fetchConferences(filter: ConferenceFilter, signal: AbortSignal): Promise<Conference[]> {
  const query = {
    ...(filter.levels?.length ? { levels: [...filter.levels] } : {}),
    ...(filter.lang ? { lang: filter.lang } : {}),
    ...(filter.season ? { season: filter.season } : {}),
    ...(filter.session ? { session: filter.session } : {}),
    position: readPosition(),
  };
  return api.get<Conference[]>('/api/conferences', { signal, query });
}

export const saveConference = (body: ConferenceSaveRequest) => api.post<Conference>('/api/conference/', body);

export const deleteConference = (id: string) => api.delete<null>(`/api/conference/${encodeURIComponent(id)}`);

/** A conference file is named without its extension (the list shows the kind apart). */
export async function uploadDocument(file: File): Promise<StoredFile> {
  const stored = await upload(file);
  return { ...stored, fileName: file.name.replace(/\.[^.]+$/, '') || file.name };
}

export { fileUrl } from '../../files/files.api.ts';
