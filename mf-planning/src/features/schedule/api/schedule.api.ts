import { api, readPosition } from '@cenacle/kit';
import type { Schedule, ScheduleWire } from '@cenacle/shared-domain/schedule/contracts';
import {
  type DayItemToSave,
  dayItemToWire,
  SCHEDULES_READ_MODEL,
  scheduleFromWire,
} from '@cenacle/shared-domain/schedule/rules';

/** Query keys start with the read model's name, so the API's change notices refetch them. */
export const scheduleKeys = {
  all: [SCHEDULES_READ_MODEL] as const,
  session: (sessionId: string) => [SCHEDULES_READ_MODEL, sessionId] as const,
};

/** `GET /api/schedules?session`: the session's schedule, after our own last write (items of spec §3). */
export async function fetchSchedule(sessionId: string, signal: AbortSignal): Promise<Schedule> {
  const schedule = await api.get<ScheduleWire>('/api/schedules', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
  return scheduleFromWire(schedule);
}

export interface Saved {
  readonly sessionId: string;
  readonly version: number;
}

export interface DayToSave {
  readonly session: { readonly value: string };
  readonly date: string;
  readonly version: number | null;
  readonly items: readonly DayItemToSave[];
}

/**
 * `POST /api/schedules/`: the day as the editor has it now, its items as spec §3 writes them (ids as
 * `{value}`, servants as `{id}`, `responsibility`); a refusal shows the server's message.
 */
export const saveScheduleDay = (body: DayToSave) =>
  api
    .post<Saved & { changes: number }>('/api/schedules/', { ...body, items: body.items.map(dayItemToWire) })
    .then((r) => r.data);

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
