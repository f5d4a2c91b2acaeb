import { useContractForm } from '@cenacle/kit';
import type { RetreatCenter, RetreatCenterSaveRequest } from '@cenacle/shared-domain/lodging/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retreatCenterKeys, saveRetreatCenter } from '../api/retreat-centers.api.ts';
import { type CenterFormValues, centerFormValues, centerInput, isModified } from '../center-draft.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/lodging/contracts').then((m) => m.RetreatCenterSaveRequestSchema);

/**
 * The centre form (new or saved), checked whole by the contract's RetreatCenterSaveRequest before it is
 * sent with the version of the centre it was opened on.
 */
export function useCenterForm(center: RetreatCenter | null, defaultBranchId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => centerFormValues(center, defaultBranchId));
  const save = useMutation({
    mutationFn: (body: RetreatCenterSaveRequest) => saveRetreatCenter(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retreatCenterKeys.all }),
  });
  const form = useContractForm({
    initial,
    schema: loadContract,
    // The version it was loaded at: a save made meanwhile by someone else answers 409 (the form says so).
    toInput: (values: CenterFormValues) => ({
      ...centerInput(values, center?.id.value ?? null),
      version: center?.version ?? null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as RetreatCenterSaveRequest).then(onSaved),
  });
  return { form, modified: isModified(initial, form.values) };
}
