import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchServants, removeServant, sendInvitation, servantKeys } from '../api/servants.api.ts';

export function useServants(branches: readonly string[]) {
  return useQuery({
    queryKey: servantKeys.list(branches),
    queryFn: ({ signal }) => fetchServants(branches, signal),
  });
}

/** Remove and invite: both refresh the list (the answer's position makes it read our own write). */
export function useServantActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: servantKeys.all });
  return {
    remove: useMutation({ mutationFn: (id: string) => removeServant(id), onSuccess: refresh }),
    invite: useMutation({ mutationFn: (id: string) => sendInvitation(id), onSuccess: refresh }),
  };
}
