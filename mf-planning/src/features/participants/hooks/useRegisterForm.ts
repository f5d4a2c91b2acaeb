import { useContractForm } from '@cenacle/kit';
import type { ParticipantSaveRequest } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys, saveParticipant } from '../api/participants.api.ts';

export interface ChildValues {
  readonly firstname: string;
  readonly lastname: string;
  /** As typed: the contract says whether it is a whole number. */
  readonly age: string;
}

export interface RegisterValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly children: readonly ChildValues[];
}

export const EMPTY_CHILD: ChildValues = { firstname: '', lastname: '', age: '' };

const loadContract = () =>
  import('@cenacle/shared-domain/participants/contracts').then((m) => m.ParticipantSaveRequestSchema);

/** A typed age as the contract reads it: none when blank, a number when it is one, else the text. */
const age = (typed: string): number | string | null => {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** The staff's register form (spec §4 Participant form, register mode): children need all three fields. */
export function useRegisterForm(sessionId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ParticipantSaveRequest) => saveParticipant(sessionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
  return useContractForm({
    initial: { firstname: '', lastname: '', email: '', level: '', children: [] } as RegisterValues,
    schema: loadContract,
    toInput: (values: RegisterValues) => ({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      level: values.level,
      children: values.children.map((child) => ({
        firstname: child.firstname,
        lastname: child.lastname,
        age: age(child.age),
      })),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
