import { Field, Input, Spinner } from '@cenacle/kit/ui';
import { ConfirmDialog, FormDialog } from '@cenacle/kit/ui-extended';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useComposeForm } from '../hooks/useComposeForm.ts';

const RichTextEditor = lazy(() => import('../../branches/components/RichTextEditor.tsx'));

/** Compose a mail to the session's participants (TipTap), then confirm before it goes out. */
export function ComposeMailDialog({
  sessionId,
  onClose,
}: {
  readonly sessionId: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const compose = useComposeForm(sessionId, onClose);
  const { form } = compose;
  return (
    <>
      <FormDialog
        open={!compose.pending}
        onClose={onClose}
        title={t('participantMails.compose.title')}
        submitLabel={t('participantMails.compose.send')}
        form={form}
        testId="compose-mail"
      >
        <Field label={t('participantMails.compose.subject')} required validationMessage={form.error('title')}>
          <Input
            name="title"
            value={form.values.title}
            onChange={(_, data) => form.set('title', data.value)}
          />
        </Field>
        <Field
          label={t('participantMails.compose.content')}
          required
          validationMessage={form.error('content')}
        >
          <Suspense fallback={<Spinner size="tiny" />}>
            <RichTextEditor
              id="participant-mail-content"
              label={t('participantMails.compose.content')}
              value={form.values.content}
              onChange={(html) => form.set('content', html)}
            />
          </Suspense>
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={compose.pending}
        title={t('participantMails.confirm.title')}
        confirmLabel={t('participantMails.confirm.send')}
        busy={compose.sending}
        onCancel={compose.cancel}
        onConfirm={compose.confirm}
      >
        {t('participantMails.confirm.question', { title: form.values.title })}
      </ConfirmDialog>
    </>
  );
}
