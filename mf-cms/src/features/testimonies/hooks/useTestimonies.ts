import { notify, type StoredFile, useContractForm } from '@cenacle/kit';
import type { Testimony, TestimonySaveRequest } from '@cenacle/shared-domain/content/contracts';
import type { TestimonyType } from '@cenacle/shared-domain/content/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTestimony, fetchTestimonies, saveTestimony, testimonyKeys } from '../api/testimonies.api.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/content/contracts').then((m) => m.TestimonySaveRequestSchema);

export function useTestimonies() {
  return useQuery({ queryKey: testimonyKeys.all, queryFn: ({ signal }) => fetchTestimonies(signal) });
}

export interface TestimonyFormValues {
  readonly type: TestimonyType;
  readonly author: string;
  /** The rich text of a TEXT testimony. */
  readonly text: string;
  /** The address of a VIDEO testimony. */
  readonly videoUrl: string;
  readonly country: string;
  readonly branch: string;
  readonly onMainPage: boolean;
  readonly photo: StoredFile | null;
}

/**
 * The testimony form (new or saved). The type switches the content between the rich editor (TEXT)
 * and an address (VIDEO); each keeps what was typed, so switching back loses nothing.
 */
export function useTestimonyForm(testimony: Testimony | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TestimonySaveRequest) => saveTestimony(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonyKeys.all }),
  });
  const type = testimony?.type ?? 'TEXT';
  return useContractForm({
    initial: {
      type,
      author: testimony?.author ?? '',
      text: type === 'TEXT' ? (testimony?.content ?? '') : '',
      videoUrl: type === 'VIDEO' ? (testimony?.content ?? '') : '',
      country: testimony?.country ?? '',
      branch: testimony?.branch?.value ?? '',
      onMainPage: testimony?.onMainPage ?? false,
      photo: testimony?.photo ?? null,
    } satisfies TestimonyFormValues,
    schema: loadContract,
    // Both content fields answer for the request's `content`.
    fields: { text: 'content', videoUrl: 'content' },
    toInput: (values: TestimonyFormValues) => ({
      id: testimony?.id ?? null,
      // The version it was opened on: a save made meanwhile by someone else answers 409 (shown).
      version: testimony?.version ?? null,
      type: values.type,
      author: values.author,
      content: values.type === 'TEXT' ? values.text : values.videoUrl.trim(),
      country: values.country,
      branch: values.branch ? { value: values.branch } : null,
      onMainPage: values.onMainPage,
      photo: values.photo,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as TestimonySaveRequest).then(onSaved),
  });
}

/** Deletes a testimony; a failure shows `testimony.messages.delete-error` (spec §8). */
export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testimony: Testimony) => deleteTestimony(testimony.id.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonyKeys.all }),
    onError: () => notify.error('testimony.messages.delete-error'),
  });
}
