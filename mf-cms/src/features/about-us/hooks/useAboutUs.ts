import { useContractForm } from '@cenacle/kit';
import type { AboutUsEntry, AboutUsSaveRequest } from '@cenacle/shared-domain/content/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aboutUsKeys, deleteAboutUs, fetchAboutUs, saveAboutUs } from '../api/about-us.api.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/content/contracts').then((m) => m.AboutUsSaveRequestSchema);

export function useAboutUsList() {
  return useQuery({ queryKey: aboutUsKeys.all, queryFn: ({ signal }) => fetchAboutUs(signal) });
}

export interface AboutUsFormValues {
  readonly title: string;
  readonly language: string;
  readonly content: string;
  readonly main: boolean;
}

/** The about-us form (new or saved), checked by the contract before it is sent. */
export function useAboutUsForm(entry: AboutUsEntry | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AboutUsSaveRequest) => saveAboutUs(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aboutUsKeys.all }),
  });
  return useContractForm({
    initial: {
      title: entry?.title ?? '',
      language: entry?.language ?? 'pl',
      content: entry?.content ?? '',
      main: entry?.main ?? false,
    } satisfies AboutUsFormValues,
    schema: loadContract,
    toInput: (values: AboutUsFormValues) => ({
      ...values,
      id: entry?.id ?? null,
      // The version it was opened on: a save made meanwhile by someone else answers 409 (shown).
      version: entry?.version ?? null,
      branch: entry?.branch ?? null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as AboutUsSaveRequest).then(onSaved),
  });
}

export function useDeleteAboutUs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AboutUsEntry) => deleteAboutUs(entry.id.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aboutUsKeys.all }),
  });
}
