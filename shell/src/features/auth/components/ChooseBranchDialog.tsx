import { loadAccount, useAuth, useContractForm } from '@cenacle/kit';
import { Field, SubmitButton } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Select,
} from '@cenacle/kit/ui-extended';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchBranches, setUserBranch } from '../api/accounts.api.ts';

const REQUIRED = 'validation.common.emptyField';

/** Until the account shows the chosen branch (the users read model follows the log a moment later). */
async function untilAccountHasBranch(): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const account = await loadAccount();
    if (!account || account.branches.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The forced branch choice (spec §2 Dashboard): a USER without ADMIN and without branches picks one
 * before anything else; the dialog cannot be dismissed.
 */
export default function ChooseBranchDialog() {
  const { t } = useTranslation();
  const userId = useAuth((s) => s.account?.id.value ?? '');
  const branches = useQuery({ queryKey: ['branches', 'choice'], queryFn: fetchBranches });
  const choose = useMutation({
    mutationFn: (branchId: string) => setUserBranch(userId, branchId).then(untilAccountHasBranch),
  });
  const form = useContractForm({
    initial: { branchId: '' },
    schema: {
      safeParse: (input) => {
        const { branchId } = input as { branchId: string };
        return branchId
          ? { success: true, data: { branchId } }
          : { success: false, error: { issues: [{ path: ['branchId'], message: REQUIRED }] } };
      },
    },
    toInput: (values) => values,
    serverError: choose.error,
    onValid: ({ branchId }) => choose.mutateAsync(branchId),
  });
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <form noValidate data-testid="choose-branch-form" onSubmit={(event) => void form.submit(event)}>
          <DialogBody>
            <DialogTitle>{t('account.chooseBranch.title')}</DialogTitle>
            <DialogContent>
              <p>{t('account.chooseBranch.lead')}</p>
              <Field
                label={t('account.chooseBranch.branch')}
                required
                validationMessage={form.error('branchId')}
              >
                <Select
                  name="branchId"
                  value={form.values.branchId}
                  onChange={(_, d) => form.set('branchId', d.value)}
                >
                  <option value="">{t('account.chooseBranch.placeholder')}</option>
                  {(branches.data ?? [])
                    .filter((b) => b.active)
                    .map((b) => (
                      <option key={b.id.value} value={b.id.value}>
                        {b.name}
                      </option>
                    ))}
                </Select>
              </Field>
            </DialogContent>
            <DialogActions>
              <SubmitButton busy={form.submitting}>{t('account.chooseBranch.button')}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
