import { isApiError, notify } from '@cenacle/kit';
import {
  type ClassifiedFile,
  classifyRows,
  type ImportEntry,
  inBatches,
} from '@cenacle/shared-domain/participants/rules';
import type { RegistrationFormDto } from '@cenacle/shared-domain/registration/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { registrationFormKeys } from '../../registration-form/api/registration-form.api.ts';
import { importBatch, participantKeys, saveFormWith } from '../api/import.api.ts';
import type { CsvFile } from '../csv/read-csv.ts';
import {
  columnMapping,
  type ImportPlan,
  newQuestionColumns,
  newQuestionItems,
} from '../mapping/import-plan.ts';
import { outcomesOf, type RowOutcome, skippedInBrowser } from './import-outcomes.ts';

type RunPhase = 'idle' | 'savingForm' | 'importing' | 'done' | 'cancelled' | 'failed';

export interface RunState {
  readonly phase: RunPhase;
  /** Entries (adults with their children) answered so far, of `total`. */
  readonly done: number;
  readonly total: number;
  readonly outcomes: readonly RowOutcome[];
  /** Translation key of what stopped the run (phase `failed`). */
  readonly error: string | null;
}

interface RunInput {
  readonly file: CsvFile;
  readonly plan: ImportPlan;
  /** The columns other than the fixed fields and the age. */
  readonly columns: readonly string[];
  readonly ageColumn: string | null;
  readonly form: RegistrationFormDto;
}

const IDLE: RunState = { phase: 'idle', done: 0, total: 0, outcomes: [], error: null };
const T = 'planning.importParticipants.toast';

const nameOf = (entry: ImportEntry) => `${entry.firstname} ${entry.lastname}`;

/** Adds the new questions to the form first; answers the column → question id of each. */
async function addNewQuestions(input: RunInput): Promise<Record<string, string>> {
  const columns = newQuestionColumns(input.plan, input.columns);
  if (columns.length === 0) return {};
  const items = newQuestionItems(columns, input.form.items, () => crypto.randomUUID());
  await saveFormWith(input.form, items);
  return Object.fromEntries(columns.map((column, position) => [column, items[position]?.id ?? '']));
}

/** The failure toasts with the person's name (spec §8): one per entry the server refused. */
function toastRefused(outcomes: readonly RowOutcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.status !== 'SKIPPED' || outcome.reason !== 'invalid') continue;
    notify.error(`${T}.${outcome.kind === 'SERVANT' ? 'servantFailed' : 'participantFailed'}`, {
      name: outcome.name,
    });
  }
}

/**
 * Runs an import: new questions saved to the form, the rows classified, the entries sent in batches
 * of 100 with the progress and each entry's outcome; cancelling stops before the next batch.
 */
export function useImportRun(sessionId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunState>(IDLE);
  const cancelled = useRef(false);
  const [cancelRequested, setCancelRequested] = useState(false);
  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const start = useCallback(
    async (input: RunInput) => {
      cancelled.current = false;
      setCancelRequested(false);
      setState({ ...IDLE, phase: 'savingForm' });
      let created: Record<string, string>;
      try {
        created = await addNewQuestions(input);
      } catch (error) {
        notify.error('planning.registrationForm.messages.saveFailed');
        setState({
          ...IDLE,
          phase: 'failed',
          error: isApiError(error) ? error.messageKey : 'global.state.error',
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: registrationFormKeys.form(sessionId) });
      const mapping = columnMapping(input.plan, input.columns, created);
      const classified: ClassifiedFile = classifyRows(input.file.rows, mapping, input.ageColumn);
      const cell = (row: number, column: string | null) =>
        (column ? input.file.rows[row - 1]?.[column] : '') ?? '';
      const nameOfRow = (row: number) =>
        `${cell(row, mapping.fields.firstname)} ${cell(row, mapping.fields.lastname)}`.trim();
      const total = classified.entries.length;
      let outcomes: RowOutcome[] = skippedInBrowser(classified, nameOfRow);
      setState({ phase: 'importing', done: 0, total, outcomes, error: null });
      const withoutAccount: string[] = [];
      let phase: RunPhase = 'done';
      let error: string | null = null;
      let done = 0;
      for (const batch of inBatches(classified.entries)) {
        if (cancelled.current) {
          phase = 'cancelled';
          break;
        }
        try {
          const answered = outcomesOf(batch, await importBatch(sessionId, batch));
          toastRefused(answered);
          for (const outcome of answered) {
            if (outcome.reason === 'servantWithoutAccount') withoutAccount.push(outcome.name);
          }
          outcomes = [...outcomes, ...answered];
          done += batch.length;
          setState({ phase: 'importing', done, total, outcomes, error: null });
        } catch (failure) {
          phase = 'failed';
          error = isApiError(failure) ? failure.messageKey : 'global.state.error';
          const first = batch[0];
          notify.error(`${T}.batchFailed`, { name: first ? nameOf(first) : '', count: String(batch.length) });
          break;
        }
      }
      if (withoutAccount.length > 0)
        notify.error(`${T}.servantsWithoutAccount`, { names: withoutAccount.join(', ') });
      setState({ phase, done, total, outcomes, error });
      void queryClient.invalidateQueries({ queryKey: participantKeys.all });
    },
    [queryClient, sessionId],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    setCancelRequested(true);
  }, []);
  const reset = useCallback(() => setState(IDLE), []);
  return { state, start, cancel, cancelRequested, reset };
}
