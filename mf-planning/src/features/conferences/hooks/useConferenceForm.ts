import { useContractForm } from '@cenacle/kit';
import type { Conference, ConferenceSaveRequest } from '@cenacle/shared-domain/conferences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conferenceKeys, saveConference } from '../api/conferences.api.ts';

export interface ConferenceValues {
  readonly season: string;
  readonly level: string;
  readonly lang: string;
  readonly name: string;
  /** As typed. */
  readonly number: string;
  readonly files: readonly { readonly fileId: string; readonly fileName: string }[];
}

const loadContract = () =>
  import('@cenacle/shared-domain/conferences/contracts').then((m) => m.ConferenceSaveRequestSchema);

/** The conference form (spec §5: season, level, language, name, number and a file required). */
export function useConferenceForm(editing: Conference | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ConferenceSaveRequest) => saveConference(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
  const initial: ConferenceValues = {
    season: editing?.season ?? '',
    level: editing?.level ?? '',
    lang: editing?.lang ?? 'pl',
    name: editing?.name ?? '',
    number: editing ? String(editing.number) : '',
    files: editing?.files ?? [],
  };
  return useContractForm({
    initial,
    schema: loadContract,
    toInput: (values: ConferenceValues) => ({
      ...(editing ? { id: editing.id } : {}),
      season: values.season || null,
      level: values.level,
      lang: values.lang || null,
      name: values.name,
      number: values.number.trim() === '' ? null : Number(values.number),
      files: [...values.files],
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
