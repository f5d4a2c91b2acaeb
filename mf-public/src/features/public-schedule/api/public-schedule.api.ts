import { api } from '@cenacle/kit';
import type { PublicSchedule } from '@cenacle/shared-domain/schedule/contracts';
import { SCHEDULES_READ_MODEL } from '@cenacle/shared-domain/schedule/rules';

/** Query keys start with the read-model name, so the API's change notices invalidate them. */
export const publicScheduleKeys = {
  of: (sessionId: string) => [SCHEDULES_READ_MODEL, 'public', sessionId] as const,
};

/** `GET /api/public-schedule/{sessionId}`: the session's schedule for anyone. */
export const fetchPublicSchedule = (sessionId: string, signal: AbortSignal) =>
  api.get<PublicSchedule>(`/api/public-schedule/${encodeURIComponent(sessionId)}`, { signal, silent: true });
