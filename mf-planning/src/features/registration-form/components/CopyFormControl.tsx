import { Button, Field, makeStyles, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyRegistrationForm } from '../hooks/useRegistrationForm.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * Copies another session's form to the current one (it replaces the current form: asked first).
 * The API answers the spec's success toast.
 */
export function CopyFormControl(props: {
  readonly sessionId: string;
  readonly sessions: readonly SchoolSession[];
  readonly label: (session: SchoolSession) => string;
  readonly onCopied: () => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const copy = useCopyRegistrationForm(props.sessionId);
  const [source, setSource] = useState('');
  const [asking, setAsking] = useState(false);
  const others = props.sessions.filter((session) => session.id.value !== props.sessionId);
  const chosen = others.find((session) => session.id.value === source);
  return (
    <div className={styles.row}>
      <Field label={t('registrationForm.copy.from')}>
        <Select value={source} onChange={(_, data) => setSource(data.value)}>
          <option value="">{t('registrationForm.copy.choose')}</option>
          {others.map((session) => (
            <option key={session.id.value} value={session.id.value}>
              {props.label(session)}
            </option>
          ))}
        </Select>
      </Field>
      <Button disabled={!chosen} onClick={() => setAsking(true)}>
        {t('registrationForm.copy.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('registrationForm.copy.confirmTitle')}
        confirmLabel={t('registrationForm.copy.confirm')}
        busy={copy.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          copy.mutate(source, {
            onSuccess: () => {
              setSource('');
              props.onCopied();
            },
            onSettled: () => setAsking(false),
          })
        }
      >
        {chosen && t('registrationForm.copy.confirmText', { session: props.label(chosen) })}
      </ConfirmDialog>
    </div>
  );
}
