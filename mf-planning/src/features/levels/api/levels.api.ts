import { api, readPosition } from '@cenacle/kit';
import type { SchoolLevel, SchoolLevelSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { SCHOOL_LEVELS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

export const levelKeys = { all: [SCHOOL_LEVELS_READ_MODEL] as const };

export function fetchLevels(signal: AbortSignal): Promise<SchoolLevel[]> {
  return api.get<SchoolLevel[]>('/api/levels', { signal, query: { position: readPosition() } });
}

export function addLevel(body: SchoolLevelSaveRequest) {
  return api.post<SchoolLevel>('/api/level/', body);
}

export function deleteLevel(name: string) {
  return api.delete<null>(`/api/level/${encodeURIComponent(name)}`);
}
