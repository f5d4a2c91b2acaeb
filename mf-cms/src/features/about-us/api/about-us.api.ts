import { api, readPosition } from '@cenacle/kit';
import type { AboutUsEntry, AboutUsSaveRequest } from '@cenacle/shared-domain/content/contracts';
import { ABOUT_US_READ_MODEL } from '@cenacle/shared-domain/content/rules';

export const aboutUsKeys = { all: [ABOUT_US_READ_MODEL] as const };

/** `GET /api/about-us`: every about-us entry, in every language. */
export function fetchAboutUs(signal: AbortSignal): Promise<AboutUsEntry[]> {
  return api.get<AboutUsEntry[]>('/api/about-us', { signal, query: { position: readPosition() } });
}

/** `POST /api/about-us/`: 201 for a new entry, 200 for a saved one; 400 with fieldErrors. */
export const saveAboutUs = (body: AboutUsSaveRequest) => api.post<AboutUsEntry>('/api/about-us/', body);

/** `DELETE /api/about-us/{id}`. */
export const deleteAboutUs = (id: string) => api.delete<null>(`/api/about-us/${encodeURIComponent(id)}`);
