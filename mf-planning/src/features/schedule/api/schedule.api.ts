import { api, readPosition } from '@cenacle/kit';
import type { Schedule, ScheduleDaySaveRequest } from '@cenacle/shared-domain/schedule/contracts';
import { SCHEDULES_READ_MODEL } from '@cenacle/shared-domain/schedule/rules';

/** Query keys start with the read model's name, so the API's change notices refetch them. */
export const scheduleKeys = {
  all: [SCHEDULES_READ_MODEL] as const,
  session: (sessionId: string) => [SCHEDULES_READ_MODEL, sessionId] as const,
};

/** `GET /api/schedules?session`: the session's schedule, after our own last write. */
export function fetchSchedule(sessionId: string, signal: AbortSignal): Promise<Schedule> {
  return api.get<Schedule>('/api/schedules', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

export interface Saved {
  readonly sessionId: string;
  readonly version: number;
}

/** `POST /api/schedules/`: the day as the editor has it now; a refusal shows the server's message. */
export const saveScheduleDay = (body: ScheduleDaySaveRequest) =>
  api.post<Saved & { changes: number }>('/api/schedules/', body).then((r) => r.data);

/** `POST /api/schedules/copy-day`: another day's items into a day (summer sessions). */
export const copyScheduleDay = (body: {
  session: { value: string };
  fromDate: string;
  toDate: string;
  version: number;
}) => api.post<Saved>('/api/schedules/copy-day', body).then((r) => r.data);

/** `POST /api/schedules/copy-session`: another session's schedule to this one. */
export const copySessionSchedule = (body: {
  session: { value: string };
  fromSession: { value: string };
  version: number;
}) => api.post<Saved>('/api/schedules/copy-session', body).then((r) => r.data);
