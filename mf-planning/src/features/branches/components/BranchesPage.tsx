import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BranchFilter, countriesOf, filterBranches, NO_FILTER } from '../branch-filter.ts';
import { useBranchList } from '../hooks/useBranchList.ts';
import { useBranchRights } from '../hooks/useBranchRights.ts';
import { useDeleteBranch } from '../hooks/useDeleteBranch.ts';
import { useNewShortcut } from '../hooks/useNewShortcut.ts';
import { BranchDialog } from './BranchDialog.tsx';
import { BranchFilters } from './BranchFilters.tsx';
import { BranchTable } from './BranchTable.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** `/config-branches`: the branch list and the branch modal (spec §2 Administration). */
export function BranchesPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const branches = useBranchList();
  const rights = useBranchRights();
  const remove = useDeleteBranch();
  const [filter, setFilter] = useState<BranchFilter>(NO_FILTER);
  /** null: closed; 'new': a new branch; else the branch open in the modal. */
  const [open, setOpen] = useState<Branch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  useNewShortcut(rights.canCreate && open === null, () => setOpen('new'));

  return (
    <section data-testid="branches-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('branches.title')}
        </Title2>
        {rights.canCreate && (
          <Button
            appearance="primary"
            data-testid="branch-new"
            title={t('branches.newHint')}
            onClick={() => setOpen('new')}
          >
            {t('branches.new')}
          </Button>
        )}
      </div>
      <BranchFilters filter={filter} countries={countriesOf(branches.data ?? [])} onChange={setFilter} />
      <QueryView query={branches}>
        {(list) => {
          const shown = filterBranches(list, filter);
          if (shown.length === 0) return <p data-testid="branch-list-empty">{t('branches.empty')}</p>;
          return (
            <BranchTable
              branches={shown}
              sort={filter.sort}
              onSort={() =>
                setFilter({ ...filter, sort: filter.sort === 'ascending' ? 'descending' : 'ascending' })
              }
              onOpen={setOpen}
              onDelete={rights.canDelete ? setDeleting : undefined}
            />
          );
        }}
      </QueryView>
      {open !== null && (
        <BranchDialog
          key={open === 'new' ? 'new' : open.id.value}
          branch={open === 'new' ? null : open}
          canEdit={open === 'new' || rights.canEdit(open.id.value)}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('branches.confirmTitle')}
        confirmLabel={t('branches.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('branches.confirmText', { name: deleting.name })}
      </ConfirmDialog>
    </section>
  );
}
