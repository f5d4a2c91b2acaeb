import { type ContractForm, currentLanguage, isApiError, notify, useContractForm } from '@cenacle/kit';
import type {
  RegistrationFormDto,
  RegistrationFormSaveRequestParsed,
} from '@cenacle/shared-domain/registration/contracts';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  copyRegistrationForm,
  fetchRegistrationForm,
  registrationFormKeys,
  saveRegistrationForm,
} from '../api/registration-form.api.ts';

export function useRegistrationForm(sessionId: string) {
  return useQuery({
    queryKey: registrationFormKeys.formIn(sessionId, currentLanguage()),
    queryFn: ({ signal }) => fetchRegistrationForm(sessionId, signal),
  });
}

/** What the editor edits: the form's texts and its items in order. */
export interface FormValues {
  readonly title: string;
  readonly description: string;
  readonly successTitle: string;
  readonly successContent: string;
  readonly items: readonly FormItem[];
}

export const valuesOf = (form: RegistrationFormDto): FormValues => ({
  title: form.title,
  description: form.description,
  successTitle: form.successTitle,
  successContent: form.successContent,
  items: form.items,
});

const loadContract = () =>
  import('@cenacle/shared-domain/registration/contracts').then((m) => m.RegistrationFormSaveRequestSchema);

export interface FormEditorState {
  readonly form: ContractForm<FormValues>;
  /** Someone else saved the form since it was loaded (409): the editor offers to load it again. */
  readonly stale: boolean;
}

/**
 * The editor's form: checked by the contract in the browser, saved whole with the version it was
 * loaded at (then the version each save answers); the server's field errors show by their item
 * (`items.2.options.0`). A failed save shows the spec's toast.
 */
export function useFormEditor(sessionId: string, initial: FormValues, version: number): FormEditorState {
  const queryClient = useQueryClient();
  const loaded = useRef(version);
  const save = useMutation({
    mutationFn: (body: RegistrationFormSaveRequestParsed) => saveRegistrationForm(sessionId, body),
    onSuccess: (saved) => {
      loaded.current = saved.data.version;
      return queryClient.invalidateQueries({ queryKey: registrationFormKeys.form(sessionId) });
    },
    onError: () => notify.error('planning.registrationForm.messages.saveFailed'),
  });
  const form = useContractForm({
    initial,
    schema: loadContract,
    toInput: (values: FormValues) => ({ ...values, items: [...values.items], version: loaded.current }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request),
    onInvalid: () => notify.error('planning.registrationForm.messages.saveFailed'),
  });
  return { form, stale: isApiError(save.error) && save.error.status === 409 };
}

/** Copies another session's form onto this one; resolves once the new form has been read. */
export function useCopyRegistrationForm(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) => copyRegistrationForm(sessionId, sourceId),
    onSuccess: () => queryClient.refetchQueries({ queryKey: registrationFormKeys.form(sessionId) }),
  });
}
