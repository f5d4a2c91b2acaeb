import { useHasAuthority } from '@cenacle/kit';
import { Button, Field, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { FORM_WRITERS } from '@cenacle/shared-domain/registration/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { sessionChoiceLabel } from '../../sessions/session-label.ts';
import { useRegistrationForm, valuesOf } from '../hooks/useRegistrationForm.ts';
import { CopyFormControl } from './CopyFormControl.tsx';
import { FormEditor } from './FormEditor.tsx';
import { QrDialog } from './QrDialog.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

function SessionForm(props: { readonly sessionId: string; readonly sessions: readonly SchoolSession[] }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const form = useRegistrationForm(props.sessionId);
  // Servants read the form and open its QR code; admins and branch admins change and copy it.
  const canWrite = useHasAuthority(roles(FORM_WRITERS));
  const [qrOpen, setQrOpen] = useState(false);
  /** Bumped after a copy or a reload: the editor starts again from the form as it now is. */
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <div className={styles.bar}>
        <Button onClick={() => setQrOpen(true)}>{t('registrationForm.qr.open')}</Button>
        {canWrite && (
          <CopyFormControl
            sessionId={props.sessionId}
            sessions={props.sessions}
            label={(session) => sessionChoiceLabel(session, t)}
            onCopied={() => setGeneration((g) => g + 1)}
          />
        )}
      </div>
      <QueryView query={form} loadingLabel={t('registrationForm.loading')}>
        {(data) => (
          <FormEditor
            key={`${props.sessionId}-${generation}`}
            sessionId={props.sessionId}
            initial={valuesOf(data)}
            readOnly={!canWrite}
            version={data.version}
            onReload={() => void form.refetch().then(() => setGeneration((g) => g + 1))}
          />
        )}
      </QueryView>
      <QrDialog sessionId={props.sessionId} open={qrOpen} onClose={() => setQrOpen(false)} />
    </>
  );
}

/**
 * `/session-registration-form?session={id}`: the registration form of the chosen session (spec §2):
 * pick the session, edit texts and items, save, copy another session's form here, the QR code of
 * the public page.
 */
export function RegistrationFormPage(props: {
  readonly sessionId: string | null;
  readonly onSessionChange: (sessionId: string) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const sessions = useSessions();
  return (
    <section className={styles.page} data-testid="registration-form-page">
      <Title2 as="h1" block>
        {t('registrationForm.title')}
      </Title2>
      <QueryView
        query={sessions}
        isEmpty={(list) => list.length === 0}
        empty={t('registrationForm.noSessions')}
      >
        {(list) => {
          const known = list.some((session) => session.id.value === props.sessionId);
          return (
            <>
              <Field label={t('registrationForm.session')}>
                <Select
                  value={known ? (props.sessionId ?? '') : ''}
                  onChange={(_, data) => data.value && props.onSessionChange(data.value)}
                >
                  <option value="" disabled>
                    {t('registrationForm.chooseSession')}
                  </option>
                  {list.map((session) => (
                    <option key={session.id.value} value={session.id.value}>
                      {sessionChoiceLabel(session, t)}
                    </option>
                  ))}
                </Select>
              </Field>
              {props.sessionId && known ? (
                <SessionForm key={props.sessionId} sessionId={props.sessionId} sessions={list} />
              ) : (
                <Text italic>
                  {props.sessionId ? t('registrationForm.unknownSession') : t('registrationForm.pickSession')}
                </Text>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
