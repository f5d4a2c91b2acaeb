import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copyScheduleDay, copySessionSchedule, fetchSchedule, scheduleKeys } from '../api/schedule.api.ts';

export function useSchedule(sessionId: string, options: { readonly enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSchedule(sessionId, signal),
    enabled: options.enabled ?? true,
  });
}

/** Copies another day into `date`, or another session's schedule into this one. */
export function useScheduleCopies(schedule: Schedule) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.session(schedule.sessionId) });
  const session = { value: schedule.sessionId };
  return {
    copyDay: useMutation({
      mutationFn: (days: { fromDate: string; toDate: string }) =>
        copyScheduleDay({ session, ...days, version: schedule.version }),
      onSuccess: refresh,
    }),
    copySession: useMutation({
      mutationFn: (fromSession: string) =>
        copySessionSchedule({ session, fromSession: { value: fromSession }, version: schedule.version }),
      onSuccess: refresh,
    }),
  };
}
