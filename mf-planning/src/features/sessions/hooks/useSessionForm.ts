import { useContractForm } from '@cenacle/kit';
import type { useCreateSession } from './useCreateSession.ts';

export interface SessionFormValues {
  readonly season: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly levels: readonly string[];
  readonly branchId: string;
}

/** The contract (and zod with it) loads when the form opens: the sessions page does without it. */
const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.SchoolSessionSaveRequestSchema);

/**
 * Create-session form, checked by the contract's SchoolSessionSaveRequest schema (branch and season
 * required, dates in order, level names) before it is sent.
 */
export function useSessionForm(
  defaultBranchId: string | undefined,
  create: ReturnType<typeof useCreateSession>,
  onCreated: () => void,
) {
  const initial: SessionFormValues = {
    season: '',
    dateFrom: '',
    dateTo: '',
    levels: [],
    branchId: defaultBranchId ?? '',
  };
  const form = useContractForm({
    initial,
    schema: loadContract,
    toInput: (values: SessionFormValues) => ({
      season: values.season || null,
      dateFrom: values.dateFrom || null,
      dateTo: values.dateTo || null,
      levels: values.levels.map((name) => ({ name })),
      branchId: values.branchId ? { value: values.branchId } : null,
    }),
    serverError: create.error,
    onValid: (request) => create.mutateAsync(request).then(onCreated),
  });

  const addLevel = (name: string) => {
    const trimmed = name.trim();
    if (trimmed && !form.values.levels.includes(trimmed))
      form.set('levels', [...form.values.levels, trimmed]);
  };
  const removeLevel = (name: string) =>
    form.set(
      'levels',
      form.values.levels.filter((level) => level !== name),
    );

  return { ...form, addLevel, removeLevel };
}
