import { useQuery } from '@tanstack/react-query';
import { fetchPublicSchedule, publicScheduleKeys } from '../api/public-schedule.api.ts';

export function usePublicSchedule(sessionId: string) {
  return useQuery({
    queryKey: publicScheduleKeys.of(sessionId),
    queryFn: ({ signal }) => fetchPublicSchedule(sessionId, signal),
  });
}
