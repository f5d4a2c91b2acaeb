import { useAuth } from '@cenacle/kit';
import { Spinner } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { type BranchOption, useBranchOptions } from '../hooks/useBranchOptions.ts';
import { useSaveSession } from '../hooks/useSaveSession.ts';
import { useSessionForm } from '../hooks/useSessionForm.ts';
import { SessionForm } from './SessionForm.tsx';

/** A session keeps its branch when edited, even one closed since (new sessions need an active one). */
function withOwnBranch(
  options: readonly BranchOption[],
  session: SchoolSession | null,
): readonly BranchOption[] {
  if (!session || options.some((o) => o.id === session.branchId.value)) return options;
  return [...options, { id: session.branchId.value, name: session.branch?.name ?? session.branchId.value }];
}

/**
 * The session form in a dialog: a new session (`session` null) or an existing one. Mount it only
 * while open: its contract (and zod) load when it opens.
 */
export function SessionDialog(props: {
  readonly session: SchoolSession | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const firstBranch = useAuth((s) => s.account?.branches[0]?.id.value);
  const branches = useBranchOptions();
  const form = useSessionForm(props.session, firstBranch, useSaveSession(), props.onClose);
  const editing = props.session !== null;
  return (
    <FormDialog
      open
      onClose={props.onClose}
      testId="session-form"
      title={editing ? t('edit.title') : t('create.title')}
      submitLabel={editing ? t('edit.submit') : t('create.submit')}
      form={form}
    >
      {branches.isPending ? (
        <Spinner size="small" label={tc('global.state.loading')} />
      ) : (
        <SessionForm form={form} branches={withOwnBranch(branches.data ?? [], props.session)} />
      )}
    </FormDialog>
  );
}
