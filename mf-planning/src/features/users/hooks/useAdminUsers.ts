import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eraseUser, fetchAdminUsers, userKeys } from '../api/users.api.ts';

export function useAdminUsers(branches: readonly string[]) {
  return useQuery({
    queryKey: userKeys.list(branches),
    queryFn: ({ signal }) => fetchAdminUsers(branches, signal),
  });
}

export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => eraseUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
