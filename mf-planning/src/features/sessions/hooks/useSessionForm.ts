import { useContractForm } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useRef } from 'react';
import type { useSaveSession } from './useSaveSession.ts';

interface SessionFormValues {
  readonly season: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly levels: readonly string[];
  readonly branchId: string;
}

/** The contract (and zod with it) loads when the form opens: the sessions page does without it. */
const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.SchoolSessionSaveRequestSchema);

function initialValues(
  session: SchoolSession | null,
  defaultBranchId: string | undefined,
): SessionFormValues {
  return {
    season: session?.season ?? '',
    dateFrom: session?.dateFrom ?? '',
    dateTo: session?.dateTo ?? '',
    levels: session?.levels.map((l) => l.name) ?? [],
    branchId: session?.branchId.value ?? defaultBranchId ?? '',
  };
}

/**
 * The session form, new (`session` null) or existing, checked by the contract's
 * SchoolSessionSaveRequest schema (branch and season required, dates in order, level names), sent
 * with the version it was opened on (then the version each save answers): a save made meanwhile by
 * someone else answers 409, which the form shows.
 */
export function useSessionForm(
  session: SchoolSession | null,
  defaultBranchId: string | undefined,
  save: ReturnType<typeof useSaveSession>,
  onSaved: () => void,
) {
  const loaded = useRef(session?.version ?? null);
  const form = useContractForm({
    initial: initialValues(session, defaultBranchId),
    schema: loadContract,
    toInput: (values: SessionFormValues) => ({
      id: session ? session.id : null,
      version: session ? loaded.current : null,
      season: values.season || null,
      dateFrom: values.dateFrom || null,
      dateTo: values.dateTo || null,
      levels: values.levels.map((name) => ({ name })),
      branchId: values.branchId ? { value: values.branchId } : null,
    }),
    serverError: save.error,
    onValid: (request) =>
      save.mutateAsync(request).then((saved) => {
        loaded.current = saved.data.version;
        onSaved();
      }),
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
