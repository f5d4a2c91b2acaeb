import { Caption1, QueryView, Title2 } from '@cenacle/kit/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationForm } from '../../registration-form/hooks/useRegistrationForm.ts';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import type { CsvFile } from '../csv/read-csv.ts';
import { useSessionLabel } from '../hooks/useSessionLabel.ts';
import { CsvFilePicker } from './CsvFilePicker.tsx';
import { CsvPreview } from './CsvPreview.tsx';
import { ImportWorkspace } from './ImportWorkspace.tsx';

interface ChosenFile {
  readonly file: CsvFile;
  readonly name: string;
  /** Each file read anew starts a fresh mapping, even under the same name. */
  readonly serial: number;
}

/** `/import-participants?session={id}` (spec §5 CSV import): file, preview, mapping, run, results. */
export function ImportParticipantsPage(props: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const form = useRegistrationForm(props.sessionId);
  const sessions = useSessions();
  const labelOf = useSessionLabel();
  const session = sessions.data?.find((candidate) => candidate.id.value === props.sessionId);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [busy, setBusy] = useState(false);
  const serial = useRef(0);
  const onBusy = useCallback((value: boolean) => setBusy(value), []);
  return (
    <section data-testid="import-participants-page">
      <Title2 as="h1" block>
        {t('importParticipants.title')}
      </Title2>
      {session && (
        <Caption1 as="p" data-testid="import-session-label">
          {t('importParticipants.caption', { session: labelOf(session) })}
        </Caption1>
      )}
      <QueryView query={form}>
        {(dto) => (
          <>
            <CsvFilePicker
              disabled={busy}
              onCleared={() => setChosen(null)}
              onFile={(file, name) => {
                serial.current += 1;
                setChosen({ file, name, serial: serial.current });
              }}
            />
            {chosen && <CsvPreview file={chosen.file} name={chosen.name} />}
            {chosen && (
              <ImportWorkspace
                key={chosen.serial}
                sessionId={props.sessionId}
                file={chosen.file}
                form={dto}
                onBusy={onBusy}
              />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
