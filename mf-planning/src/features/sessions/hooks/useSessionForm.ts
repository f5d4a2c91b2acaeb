import type { SchoolSessionSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { useState } from 'react';
import { isSeason } from '../api/seasons.ts';

export interface SessionFormValues {
  readonly season: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly levels: readonly string[];
  readonly branchId: string;
}

export type SessionFormErrors = Partial<Record<'season' | 'branchId', 'error.NotNull'>>;

const EMPTY: SessionFormValues = { season: '', dateFrom: '', dateTo: '', levels: [], branchId: '' };

/** Create-session form state; branch and season are required here too (spec §5), the rest the server checks. */
export function useSessionForm(defaultBranchId: string | undefined) {
  const [values, setValues] = useState<SessionFormValues>({ ...EMPTY, branchId: defaultBranchId ?? '' });
  const [errors, setErrors] = useState<SessionFormErrors>({});

  const set = <K extends keyof SessionFormValues>(field: K, value: SessionFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const addLevel = (name: string) => {
    const trimmed = name.trim();
    if (trimmed && !values.levels.includes(trimmed)) set('levels', [...values.levels, trimmed]);
  };
  const removeLevel = (name: string) =>
    set(
      'levels',
      values.levels.filter((l) => l !== name),
    );

  /** The request body, or null when a required field is empty. */
  const toRequest = (): SchoolSessionSaveRequest | null => {
    const next: SessionFormErrors = {};
    if (!isSeason(values.season)) next.season = 'error.NotNull';
    if (!values.branchId) next.branchId = 'error.NotNull';
    setErrors(next);
    if (!isSeason(values.season) || !values.branchId) return null;
    return {
      season: values.season,
      dateFrom: values.dateFrom || null,
      dateTo: values.dateTo || null,
      levels: values.levels.map((name) => ({ name })),
      branchId: { value: values.branchId },
    };
  };

  const reset = () => {
    setValues({ ...EMPTY, branchId: defaultBranchId ?? '' });
    setErrors({});
  };

  return { values, errors, set, addLevel, removeLevel, toRequest, reset };
}
