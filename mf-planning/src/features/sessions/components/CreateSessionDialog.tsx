import { serverFormError, useAuth } from '@cenacle/kit';
import { Button, MessageBar, MessageBarBody, Spinner } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@cenacle/kit/ui-extended';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../hooks/useBranchOptions.ts';
import { useCreateSession } from '../hooks/useCreateSession.ts';
import { useSessionForm } from '../hooks/useSessionForm.ts';
import { SessionForm } from './SessionForm.tsx';

const FIELDS = ['season', 'dateFrom', 'dateTo', 'levels', 'branchId'] as const;

export function CreateSessionDialog() {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const firstBranch = useAuth((s) => s.account?.branches[0]?.id.value);
  const branches = useBranchOptions();
  const form = useSessionForm(firstBranch);
  const create = useCreateSession();

  const close = () => {
    setOpen(false);
    form.reset();
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.toRequest();
    if (body) create.mutate(body, { onSuccess: close });
  };
  const formError = serverFormError(create.error, FIELDS);

  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? setOpen(true) : close())}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" data-testid="create-session">
          {t('create.button')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogContent>
              {formError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {branches.isPending ? (
                <Spinner size="small" label={tc('global.state.loading')} />
              ) : (
                <SessionForm form={form} branches={branches.data ?? []} error={create.error} />
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {tc('global.actions.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={create.isPending}
                icon={create.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {t('create.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
