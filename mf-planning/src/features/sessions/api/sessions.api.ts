import { api, readPosition } from '@cenacle/kit';
import type {
  Branch,
  SchoolSession,
  SchoolSessionSaveRequest,
} from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const sessionKeys = { all: [SCHOOL_SESSIONS_READ_MODEL] as const };
export const branchKeys = { all: [BRANCHES_READ_MODEL] as const };

export function fetchSessions(signal: AbortSignal): Promise<SchoolSession[]> {
  return api.get<SchoolSession[]>('/api/school-sessions', { signal, query: { position: readPosition() } });
}

export function fetchBranches(signal: AbortSignal): Promise<Branch[]> {
  return api.get<Branch[]>('/api/branches', { signal, query: { position: readPosition() } });
}

/** `POST /api/school-session/`: 201 with the app-alert header; 400 with fieldErrors. */
export function createSession(body: SchoolSessionSaveRequest) {
  return api.post<SchoolSession>('/api/school-session/', body);
}
