import { Button } from '@cenacle/kit/ui';
import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { AdminUser } from '@cenacle/shared-domain/identity/contracts';
import { isErased } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { useAccountActions } from '../hooks/useAssignable.ts';

interface UsersTableProps {
  readonly users: readonly AdminUser[];
  readonly onEdit: (user: AdminUser) => void;
  readonly onErase: (user: AdminUser) => void;
}

/** Users with their activation state, authorities and branches; edit and erase per row. */
export function UsersTable({ users, onEdit, onErase }: UsersTableProps) {
  const { t } = useTranslation('planning');
  // What the server would refuse (a user out of reach; erasing, an administrator's alone, never
  // oneself) is not offered.
  const actionsOn = useAccountActions();
  const authority = (role: string) => t(`people.authority.${role.replace(/^ROLE_/, '')}`, role);
  return (
    <Table aria-label={t('people.users.caption')} data-testid="users-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('people.fields.name')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.email')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.activated')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.authorities')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.branches')}</TableHeaderCell>
          <TableHeaderCell>{t('people.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          // An erased person's fields read as placeholders (decision 007): one translated label instead.
          const erased = isErased(user.firstName) || isErased(user.email);
          const name = erased ? t('people.users.erasedPerson') : `${user.firstName} ${user.lastName}`;
          const may = actionsOn(user);
          return (
            <TableRow key={user.id.value} data-testid="user-row" data-email={user.email}>
              <TableCell>{name}</TableCell>
              <TableCell>{erased ? '—' : user.email}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={user.activated ? 'success' : 'warning'}>
                  {t(user.activated ? 'people.state.active' : 'people.state.inactive')}
                </Badge>
              </TableCell>
              <TableCell>{user.authorities.map(authority).join(', ')}</TableCell>
              <TableCell>{user.branches.map((b) => b.name).join(', ')}</TableCell>
              <TableCell>
                {!erased && may.editDetails && (
                  <Button size="small" appearance="subtle" onClick={() => onEdit(user)}>
                    {t('people.edit')}
                  </Button>
                )}
                {may.erase && !erased && (
                  <Button
                    size="small"
                    appearance="subtle"
                    onClick={() => onErase(user)}
                    data-testid="erase-user"
                  >
                    {t('people.users.erase')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
