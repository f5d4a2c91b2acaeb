import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchMyResponsibilities,
  myResponsibilityKeys,
  renewCalendarLink,
} from '../api/my-responsibilities.api.ts';

export function useMyResponsibilities(sessionId: string) {
  return useQuery({
    queryKey: myResponsibilityKeys.session(sessionId),
    queryFn: ({ signal }) => fetchMyResponsibilities(sessionId, signal),
  });
}

export function useRenewCalendarLink(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myResponsibilityKeys.session(sessionId) }),
  });
}
