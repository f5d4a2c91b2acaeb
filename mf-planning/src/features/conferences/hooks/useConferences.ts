import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConferenceFilter,
  conferenceKeys,
  deleteConference,
  fetchConferences,
} from '../api/conferences.api.ts';

export function useConferences(filter: ConferenceFilter) {
  return useQuery({
    queryKey: conferenceKeys.list(filter),
    queryFn: ({ signal }) => fetchConferences(filter, signal),
  });
}

export function useDeleteConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConference(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
