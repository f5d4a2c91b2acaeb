import { useContractForm } from '@cenacle/kit';
import type { RetreatCenter, RetreatCenterSaveRequest } from '@cenacle/shared-domain/lodging/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retreatCenterKeys, saveRetreatCenter } from '../api/retreat-centers.api.ts';
import { type CenterFormValues, centerFormValues, centerInput, isModified } from '../center-draft.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/lodging/contracts').then((m) => m.RetreatCenterSaveRequestSchema);

/** The centre form (new or saved), checked whole by the contract's RetreatCenterSaveRequest before it is sent. */
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
    toInput: (values: CenterFormValues) => centerInput(values, center?.id.value ?? null),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as RetreatCenterSaveRequest).then(onSaved),
  });
  return { form, modified: isModified(initial, form.values) };
}
