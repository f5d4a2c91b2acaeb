import { useContractForm } from '@cenacle/kit';
import type { Participant, ParticipantSaveRequest } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys, saveParticipant } from '../api/participants.api.ts';

export interface ChildValues {
  /** A child already saved keeps its id. */
  readonly id?: string;
  readonly firstname: string;
  readonly lastname: string;
  /** As typed: the contract says whether it is a whole number. */
  readonly age: string;
}

export interface ParticipantValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly children: readonly ChildValues[];
}

export const EMPTY_CHILD: ChildValues = { firstname: '', lastname: '', age: '' };

const EMPTY: ParticipantValues = { firstname: '', lastname: '', email: '', level: '', children: [] };

/** A saved participant as the form edits them. */
export const valuesOf = (participant: Participant): ParticipantValues => ({
  firstname: participant.firstname,
  lastname: participant.lastname,
  email: participant.email,
  level: participant.level,
  children: participant.children.map((child) => ({
    id: child.id.value,
    firstname: child.firstname,
    lastname: child.lastname,
    age: String(child.age),
  })),
});

const loadContract = () =>
  import('@cenacle/shared-domain/participants/contracts').then((m) => m.ParticipantSaveRequestSchema);

/** A typed age as the contract reads it: none when blank, a number when it is one, else the text. */
const age = (typed: string): number | string | null => {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * The staff's participant form (spec §4 Participant form): registers someone (no participant) or
 * corrects a registration, keeping its answers and its children's ids. Children need all three fields.
 */
export function useParticipantForm(
  sessionId: string,
  participant: Participant | null,
  initial: ParticipantValues | null,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ParticipantSaveRequest) => saveParticipant(sessionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
  return useContractForm({
    initial: initial ?? (participant ? valuesOf(participant) : EMPTY),
    schema: loadContract,
    toInput: (values: ParticipantValues) => ({
      ...(participant ? { id: participant.id, questions: participant.questions } : {}),
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      level: values.level,
      children: values.children.map((child) => ({
        ...(child.id ? { id: { value: child.id } } : {}),
        firstname: child.firstname,
        lastname: child.lastname,
        age: age(child.age),
      })),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
