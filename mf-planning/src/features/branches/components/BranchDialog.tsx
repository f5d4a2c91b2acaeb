import { Button } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  FormDialog,
} from '@cenacle/kit/ui-extended';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchForm } from '../hooks/useBranchForm.ts';
import { BranchForm } from './BranchForm.tsx';
import { BranchPreview } from './BranchPreview.tsx';

/** The form, mounted only while open: its contract (and zod) load when it opens. */
function BranchEditDialog(props: { readonly branch: Branch | null; readonly onClose: () => void }) {
  const { t } = useTranslation('planning');
  const form = useBranchForm(props.branch, props.onClose);
  return (
    <FormDialog
      open
      onClose={props.onClose}
      testId="branch-form"
      title={
        props.branch
          ? t('branches.dialog.editTitle', { name: props.branch.name })
          : t('branches.dialog.newTitle')
      }
      submitLabel={t('branches.dialog.save')}
      form={form}
    >
      <BranchForm form={form} />
    </FormDialog>
  );
}

/** The branch modal: a new branch opens in the form; an existing one in preview, with edit when allowed. */
export function BranchDialog(props: {
  readonly branch: Branch | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const [editing, setEditing] = useState(props.branch === null);
  if (editing) return <BranchEditDialog branch={props.branch} onClose={props.onClose} />;
  const branch = props.branch as Branch;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('branches.dialog.previewTitle', { name: branch.name })}</DialogTitle>
          <DialogContent>
            <BranchPreview branch={branch} />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('branches.dialog.close')}</Button>
            {props.canEdit && (
              <Button appearance="primary" onClick={() => setEditing(true)} data-testid="branch-edit">
                {t('branches.dialog.edit')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
