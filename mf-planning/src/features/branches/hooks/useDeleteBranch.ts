import { notify } from '@cenacle/kit';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBranch } from '../api/branches.api.ts';

/** Deletes with the spec's toasts: "{name} usunięto (lub zablokowano)" / "Nie udało się usunąć filię {name}" (the glossary writes "oddziału"). */
export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branch: Branch) => deleteBranch(branch.id.value),
    onSuccess: (_result, branch) => {
      notify.success('planning.branches.deleted', { name: branch.name });
      return queryClient.invalidateQueries({ queryKey: [BRANCHES_READ_MODEL] });
    },
    onError: (_error, branch) => notify.error('planning.branches.deleteFailed', { name: branch.name }),
  });
}
