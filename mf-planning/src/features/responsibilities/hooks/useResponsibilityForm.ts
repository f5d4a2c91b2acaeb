import { useContractForm } from '@cenacle/kit';
import type {
  Responsibility,
  ResponsibilitySaveRequest,
} from '@cenacle/shared-domain/responsibilities/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsibilityKeys, saveResponsibility } from '../api/responsibilities.api.ts';

export interface ResponsibilityValues {
  readonly name: string;
  /** '' : no type. */
  readonly type: string;
  /** '' : the whole session. */
  readonly level: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/responsibilities/contracts').then((m) => m.ResponsibilitySaveRequestSchema);

/** The responsibility form (spec §5: the name is required); server field errors show by the fields. */
export function useResponsibilityForm(
  sessionId: string,
  editing: Responsibility | null,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ResponsibilitySaveRequest) => saveResponsibility(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsibilityKeys.session(sessionId) }),
  });
  return useContractForm({
    initial: {
      name: editing?.name ?? '',
      type: editing?.type ?? '',
      level: editing?.level ?? '',
    } satisfies ResponsibilityValues,
    schema: loadContract,
    toInput: (values: ResponsibilityValues) => ({
      ...(editing ? { id: editing.id } : {}),
      session: { value: sessionId },
      name: values.name,
      type: values.type || null,
      level: values.level || null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
