import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSectionHistory, restoreSection, sectionKeys } from '../../sections/api/sections.api.ts';

export function useSectionHistory(id: string) {
  return useQuery({
    queryKey: sectionKeys.history(id),
    queryFn: ({ signal }) => fetchSectionHistory(id, signal),
  });
}

/** Saves an earlier version again; the page and the history then show it. */
export function useRestoreSection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreSection(id, version),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: sectionKeys.history(id) }),
      ]),
  });
}
