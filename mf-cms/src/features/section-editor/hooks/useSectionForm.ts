import { isApiError, useContractForm } from '@cenacle/kit';
import type { InfoComponent, InfoComponentSaveRequest } from '@cenacle/shared-domain/content/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PageScope, saveSection, sectionKeys } from '../../sections/api/sections.api.ts';
import { draftOf, isChanged, newSection, type SectionDraft, sectionRequest } from '../section-draft.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/content/contracts').then((m) => m.InfoComponentSaveRequestSchema);

export interface SectionFormValues {
  readonly name: string;
  readonly section: SectionDraft;
}

/**
 * The section form (new or saved), checked whole by the contract before it is sent. A saved section
 * goes with the version it was loaded at: a save by someone else meanwhile answers 409.
 */
export function useSectionForm(scope: PageScope, component: InfoComponent | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [initial] = useState<SectionFormValues>(() => ({
    name: component?.name ?? '',
    section: component ? draftOf(component) : newSection(),
  }));
  const save = useMutation({
    mutationFn: (body: InfoComponentSaveRequest) => saveSection(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
  });
  const saved = component
    ? { id: component.id.value, version: component.version, index: component.index }
    : null;
  const form = useContractForm({
    initial,
    schema: loadContract,
    toInput: (values: SectionFormValues) => sectionRequest(values.name, values.section, scope, saved),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as InfoComponentSaveRequest).then(onSaved),
  });
  const changed = form.values.name !== initial.name || isChanged(initial.section, form.values.section);
  /** Someone else saved the section since it was loaded (409): the editor offers to load it again. */
  const stale = isApiError(save.error) && save.error.status === 409;
  /** Drops this draft and reads the page again: the section as it now is. */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: sectionKeys.all });
    onSaved();
  };
  return { form, changed, stale, reload };
}
