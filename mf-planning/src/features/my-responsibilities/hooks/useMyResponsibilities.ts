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

/** A new calendar secret for the caller: every session's page shows the new link. */
export function useRenewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myResponsibilityKeys.mine }),
  });
}
