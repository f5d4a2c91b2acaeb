import { Button, MessageBar, MessageBarBody, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import {
  ageColumnOf,
  classifyRows,
  type FixedImportField,
  unmappedRequired,
} from '@cenacle/shared-domain/participants/rules';
import type { RegistrationFormDto } from '@cenacle/shared-domain/registration/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvFile } from '../csv/read-csv.ts';
import { fileCounts } from '../hooks/import-outcomes.ts';
import { useImportRun } from '../hooks/useImportRun.ts';
import {
  type ColumnChoice,
  columnMapping,
  guessColumns,
  guessFields,
  type ImportPlan,
  newQuestionColumns,
  otherColumns,
} from '../mapping/import-plan.ts';
import { ColumnMappingList } from './ColumnMappingList.tsx';
import { FieldMapping } from './FieldMapping.tsx';
import { FileCounts } from './FileCounts.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportResults } from './ImportResults.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function initialPlan(file: CsvFile, form: RegistrationFormDto): ImportPlan {
  const fields = guessFields(file.headers);
  const columns = otherColumns(file.headers, fields, ageColumnOf(file.headers));
  return { fields, columns: guessColumns(columns, form.items) };
}

/** One file against the session's form: mapping, the counts, then the run and its results. */
export function ImportWorkspace(props: {
  readonly sessionId: string;
  readonly file: CsvFile;
  readonly form: RegistrationFormDto;
  readonly onBusy: (busy: boolean) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { file, form, onBusy } = props;
  const [plan, setPlan] = useState(() => initialPlan(file, form));
  const { state, start, cancel, cancelRequested } = useImportRun(props.sessionId);
  const running = state.phase === 'savingForm' || state.phase === 'importing';
  const started = state.phase !== 'idle';
  useEffect(() => onBusy(running), [onBusy, running]);

  const ageColumn = ageColumnOf(file.headers);
  const columns = useMemo(
    () => otherColumns(file.headers, plan.fields, ageColumn),
    [file.headers, plan.fields, ageColumn],
  );
  const unmapped = unmappedRequired({ fields: plan.fields, questions: {} });
  const counts = useMemo(
    () => fileCounts(classifyRows(file.rows, columnMapping(plan, columns, {}), ageColumn)),
    [file, plan, columns, ageColumn],
  );
  const added = newQuestionColumns(plan, columns);

  const setField = (field: FixedImportField, column: string | null) =>
    setPlan((current) => ({ ...current, fields: { ...current.fields, [field]: column } }));
  const setColumn = (column: string, choice: ColumnChoice) =>
    setPlan((current) => ({ ...current, columns: { ...current.columns, [column]: choice } }));

  return (
    <div className={styles.stack}>
      <FieldMapping
        headers={file.headers}
        fields={plan.fields}
        unmapped={unmapped}
        disabled={started}
        onChange={setField}
      />
      <ColumnMappingList
        columns={columns}
        ageColumn={ageColumn}
        items={form.items}
        plan={plan}
        disabled={started}
        onChange={setColumn}
      />
      {added.length > 0 && (
        <MessageBar intent="info" data-testid="new-questions">
          <MessageBarBody>
            {t('importParticipants.mapping.newQuestionsNote', { columns: added.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
      <FileCounts counts={counts} />
      <div className={styles.actions}>
        {!started && (
          <Button
            appearance="primary"
            data-testid="start-import"
            disabled={unmapped.length > 0 || counts.participants + counts.servants === 0}
            onClick={() => void start({ file, plan, columns, ageColumn, form })}
          >
            {t('importParticipants.run.start')}
          </Button>
        )}
        {running && (
          <Button data-testid="cancel-import" disabled={cancelRequested} onClick={cancel}>
            {t('importParticipants.run.cancel')}
          </Button>
        )}
        {started && !running && (
          <RouterLink
            to={`/participants?session=${encodeURIComponent(props.sessionId)}`}
            data-testid="to-participants"
          >
            {t('importParticipants.run.toParticipants')}
          </RouterLink>
        )}
      </div>
      {started && <ImportProgress state={state} cancelRequested={cancelRequested} />}
      {started && state.outcomes.length > 0 && <ImportResults outcomes={state.outcomes} />}
    </div>
  );
}
