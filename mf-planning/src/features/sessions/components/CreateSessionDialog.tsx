import { useAuth } from '@cenacle/kit';
import { Button, Spinner } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../hooks/useBranchOptions.ts';
import { useCreateSession } from '../hooks/useCreateSession.ts';
import { useSessionForm } from '../hooks/useSessionForm.ts';
import { SessionForm } from './SessionForm.tsx';

/** The form, mounted only while the dialog is open: its contract (and zod) load when it opens. */
function CreateSessionForm(props: { readonly onClose: () => void }) {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const firstBranch = useAuth((s) => s.account?.branches[0]?.id.value);
  const branches = useBranchOptions();
  const form = useSessionForm(firstBranch, useCreateSession(), props.onClose);
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      form={form}
    >
      {branches.isPending ? (
        <Spinner size="small" label={tc('global.state.loading')} />
      ) : (
        <SessionForm form={form} branches={branches.data ?? []} />
      )}
    </FormDialog>
  );
}

export function CreateSessionDialog() {
  const { t } = useTranslation('planning');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="primary" data-testid="create-session" onClick={() => setOpen(true)}>
        {t('create.button')}
      </Button>
      {open && <CreateSessionForm onClose={() => setOpen(false)} />}
    </>
  );
}
