import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { AdminUser } from '@cenacle/shared-domain/identity/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../sessions/hooks/useBranchOptions.ts';
import { useAdminUsers, useEraseUser } from '../hooks/useAdminUsers.ts';
import { BranchFilter } from './BranchFilter.tsx';
import { UserDialog } from './UserDialog.tsx';
import { UsersTable } from './UsersTable.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'end',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** `/admin/users`: the users of the branches, a branch filter, invite, edit and erase (spec §2). */
export function UsersPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [branch, setBranch] = useState('');
  const users = useAdminUsers(branch ? [branch] : []);
  const branches = useBranchOptions();
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [erasing, setErasing] = useState<AdminUser | null>(null);
  const erase = useEraseUser();
  return (
    <section data-testid="users-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('people.users.title')}
        </Title2>
        <BranchFilter branches={branches.data ?? []} value={branch} onChange={setBranch} />
        <Button appearance="primary" data-testid="invite-user" onClick={() => setEditing(null)}>
          {t('people.users.invite')}
        </Button>
      </div>
      <QueryView query={users} isEmpty={(list) => list.length === 0} empty={t('people.users.empty')}>
        {(list) => <UsersTable users={list} onEdit={setEditing} onErase={setErasing} />}
      </QueryView>
      {editing !== undefined && (
        <UserDialog user={editing} branches={branches.data ?? []} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={erasing !== null}
        title={t('people.users.eraseTitle')}
        confirmLabel={t('people.users.erase')}
        busy={erase.isPending}
        onCancel={() => setErasing(null)}
        onConfirm={() => {
          if (erasing) erase.mutate(erasing.id.value, { onSettled: () => setErasing(null) });
        }}
      >
        {erasing && t('people.users.eraseQuestion', { name: `${erasing.firstName} ${erasing.lastName}` })}
      </ConfirmDialog>
    </section>
  );
}
