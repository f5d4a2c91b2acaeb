import { api, readPosition } from '@cenacle/kit';
import type {
  Responsibility,
  ResponsibilitySaveRequest,
} from '@cenacle/shared-domain/responsibilities/contracts';
import { RESPONSIBILITIES_READ_MODEL } from '@cenacle/shared-domain/responsibilities/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const responsibilityKeys = {
  all: [RESPONSIBILITIES_READ_MODEL] as const,
  session: (sessionId: string) => [RESPONSIBILITIES_READ_MODEL, sessionId] as const,
};

export function fetchResponsibilities(sessionId: string, signal: AbortSignal): Promise<Responsibility[]> {
  return api.get<Responsibility[]>('/api/responsibilities', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

export const saveResponsibility = (body: ResponsibilitySaveRequest) =>
  api.post<Responsibility>('/api/responsibility/', body);

export const deleteResponsibility = (id: string) =>
  api.delete<null>(`/api/responsibility/${encodeURIComponent(id)}`);

export interface Connection {
  /** `id` or `id__level`. */
  readonly id: string;
  readonly session: string;
  readonly user: string;
}

/** The planner reports a refused move itself (and rolls it back): no toast from the client. */
export const connectServant = (body: Connection) =>
  api.post<null>('/api/user-responsibility', body, { silent: true });

export const disconnectServant = (query: Connection) =>
  api.delete<null>('/api/user-responsibility', undefined, { query: { ...query }, silent: true });

export const copyResponsibilities = (from: string, to: string) =>
  api.post<{ copied: number }>('/api/responsibilities/copy', { from, to });
