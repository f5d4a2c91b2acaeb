import { Field, MessageBar, MessageBarBody, Spinner } from '@cenacle/kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvFile, readCsvFile } from '../csv/read-csv.ts';

/**
 * Picks a .csv file and reads it in the browser (papaparse): a file without a header row, or an
 * empty one, is refused here with the reason.
 */
export function CsvFilePicker(props: {
  readonly disabled: boolean;
  readonly onFile: (file: CsvFile, name: string) => void;
  readonly onCleared: () => void;
}) {
  const { t } = useTranslation('planning');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Field label={t('importParticipants.file.label')} hint={t('importParticipants.file.hint')}>
        <input
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          disabled={props.disabled || reading}
          onChange={async (event) => {
            const chosen = event.currentTarget.files?.[0];
            setProblem(null);
            props.onCleared();
            if (!chosen) return;
            setReading(true);
            const result = await readCsvFile(chosen);
            setReading(false);
            if ('problem' in result) setProblem(t(`importParticipants.file.problem.${result.problem}`));
            else props.onFile(result.file, chosen.name);
          }}
        />
      </Field>
      {reading && <Spinner size="tiny" label={t('importParticipants.file.reading')} role="status" />}
      {problem && (
        <MessageBar intent="error" role="alert" data-testid="import-file-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
