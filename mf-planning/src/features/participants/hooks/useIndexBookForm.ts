import { useContractForm } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { IndexEntryRequest, Participant } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys, saveIndexEntry } from '../api/participants.api.ts';

export interface IndexBookValues {
  readonly date: string;
  readonly place: string;
  readonly level: string;
  readonly season: string;
  readonly branchId: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/participants/contracts').then((m) => m.IndexEntryRequestSchema);

const today = () => new Date().toISOString().slice(0, 10);

/** The entry saved before, or one drawn from the session: its last day, season and branch. */
export function initialIndexValues(
  participant: Participant,
  session: SchoolSession | undefined,
): IndexBookValues {
  const saved = participant.index;
  if (saved) {
    return { ...saved, branchId: saved.branchId.value };
  }
  return {
    date: session?.dateTo ?? today(),
    place: '',
    level: participant.level,
    season: session?.season ?? '',
    branchId: session?.branchId.value ?? '',
  };
}

/**
 * What the form sends: a field left empty goes as missing, so the contract says "required" for it
 * (an empty string would read as a badly written date, season or branch).
 */
export function indexEntryInput(participant: Participant, values: IndexBookValues) {
  const given = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    sessionId: participant.session.value,
    email: participant.email,
    ...values,
    date: given(values.date),
    season: given(values.season),
    branchId: given(values.branchId),
  };
}

/** The index book modal (spec §5: date, place, level, season and branch required). */
export function useIndexBookForm(participant: Participant, initial: IndexBookValues, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: IndexEntryRequest) => saveIndexEntry(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
  return useContractForm({
    initial,
    schema: loadContract,
    toInput: (values: IndexBookValues) => indexEntryInput(participant, values),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
