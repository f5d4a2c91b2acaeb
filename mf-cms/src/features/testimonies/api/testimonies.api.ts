import { api, readPosition } from '@cenacle/kit';
import type { Testimony, TestimonySaveRequest } from '@cenacle/shared-domain/content/contracts';
import { TESTIMONIES_READ_MODEL } from '@cenacle/shared-domain/content/rules';

export const testimonyKeys = { all: [TESTIMONIES_READ_MODEL] as const };

/** `GET /api/testimonies`: every testimony. */
export function fetchTestimonies(signal: AbortSignal): Promise<Testimony[]> {
  return api.get<Testimony[]>('/api/testimonies', { signal, query: { position: readPosition() } });
}

/** `POST /api/config-testimony/`: 201 for a new testimony, 200 for a saved one; 400 with fieldErrors. */
export const saveTestimony = (body: TestimonySaveRequest) =>
  api.post<Testimony>('/api/config-testimony/', body);

/** `DELETE /api/config-testimony/{id}`: a failure shows the spec's own message, so the client's is off. */
export const deleteTestimony = (id: string) =>
  api.delete<null>(`/api/config-testimony/${encodeURIComponent(id)}`, undefined, { silent: true });
