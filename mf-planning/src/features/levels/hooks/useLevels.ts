import { type ContractForm, useContractForm } from '@cenacle/kit';
import type { SchoolLevelSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addLevel, deleteLevel, fetchLevels, levelKeys } from '../api/levels.api.ts';

export function useLevels() {
  return useQuery({ queryKey: levelKeys.all, queryFn: ({ signal }) => fetchLevels(signal) });
}

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteLevel(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: levelKeys.all }),
  });
}

const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.SchoolLevelSaveRequestSchema);

/** The one-field form that adds a level; it empties itself after a save. */
export function useAddLevelForm() {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: SchoolLevelSaveRequest) => addLevel(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: levelKeys.all }),
  });
  const form: ContractForm<{ name: string }> = useContractForm({
    initial: { name: '' },
    schema: loadContract,
    toInput: (values: { name: string }) => values,
    serverError: add.error,
    onValid: (request): Promise<void> => add.mutateAsync(request).then(() => form.reset()),
  });
  return form;
}
