import { RequireAuthority } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../sessions/hooks/useBranchOptions.ts';
import { BranchFilter } from '../../users/components/BranchFilter.tsx';
import { useServantActions, useServants } from '../hooks/useServants.ts';
import { ServantDialog } from './ServantDialog.tsx';
import { ServantsTable } from './ServantsTable.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** `/servants` (list mode): the servants of a branch, with create, edit, remove and the invitation. */
export function ServantsPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [branch, setBranch] = useState('');
  const servants = useServants(branch ? [branch] : []);
  const branches = useBranchOptions();
  const { remove, invite } = useServantActions();
  const [editing, setEditing] = useState<Servant | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Servant | null>(null);
  return (
    <section data-testid="servants-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('people.servants.title')}
        </Title2>
        <BranchFilter branches={branches.data ?? []} value={branch} onChange={setBranch} />
        <RequireAuthority authorities={['ROLE_ADMIN', 'ROLE_BRANCH_ADMIN']}>
          <Button appearance="primary" data-testid="add-servant" onClick={() => setEditing(null)}>
            {t('people.servants.add')}
          </Button>
        </RequireAuthority>
      </div>
      <QueryView query={servants} isEmpty={(list) => list.length === 0} empty={t('people.servants.empty')}>
        {(list) => (
          <ServantsTable
            servants={list}
            inviting={invite.isPending ? (invite.variables ?? null) : null}
            onEdit={setEditing}
            onRemove={setRemoving}
            onInvite={(servant) => invite.mutate(servant.id.value)}
          />
        )}
      </QueryView>
      {editing !== undefined && (
        <ServantDialog
          servant={editing}
          branches={branches.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('people.servants.removeTitle')}
        confirmLabel={t('people.servants.remove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id.value, { onSettled: () => setRemoving(null) });
        }}
      >
        {removing &&
          t('people.servants.removeQuestion', { name: `${removing.firstname} ${removing.lastname}` })}
      </ConfirmDialog>
    </section>
  );
}
