import { useHasAuthority } from '@cenacle/kit';
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
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import { useTranslation } from 'react-i18next';
import { useAccountActions } from '../../users/hooks/useAssignable.ts';

interface ServantsTableProps {
  readonly servants: readonly Servant[];
  readonly inviting: string | null;
  readonly onEdit: (servant: Servant) => void;
  readonly onRemove: (servant: Servant) => void;
  readonly onInvite: (servant: Servant) => void;
}

/**
 * Servants with their contact and branches. A servant not yet activated shows the invitation
 * notice until the invitation is sent (spec §4 Servant: once).
 */
export function ServantsTable({ servants, inviting, onEdit, onRemove, onInvite }: ServantsTableProps) {
  const { t } = useTranslation('planning');
  const manages = useHasAuthority(['ROLE_ADMIN', 'ROLE_BRANCH_ADMIN']);
  // What the server would refuse (a servant out of reach, removing or inviting oneself) is not offered.
  const actionsOn = useAccountActions();
  const asPerson = (s: Servant) => ({ id: s.id, authorities: s.permissions, branches: s.branches });
  return (
    <Table aria-label={t('people.servants.caption')} data-testid="servants-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('people.fields.name')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.email')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.phone')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.branches')}</TableHeaderCell>
          <TableHeaderCell>{t('people.fields.activated')}</TableHeaderCell>
          {manages && <TableHeaderCell>{t('people.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {servants.map((servant) => {
          const may = actionsOn(asPerson(servant));
          return (
            <TableRow key={servant.id.value} data-testid="servant-row" data-email={servant.email}>
              <TableCell>{`${servant.firstname} ${servant.lastname}`}</TableCell>
              <TableCell>{servant.email}</TableCell>
              <TableCell>{servant.phone ?? ''}</TableCell>
              <TableCell>{servant.branches.map((b) => b.name).join(', ')}</TableCell>
              <TableCell>
                {servant.activated ? (
                  <Badge appearance="tint" color="success">
                    {t('people.state.active')}
                  </Badge>
                ) : servant.invitationSent || !manages || !may.invite ? (
                  <Badge appearance="tint" color="warning">
                    {t('people.state.inactive')}
                  </Badge>
                ) : (
                  <Button
                    size="small"
                    data-testid="send-invitation"
                    disabled={inviting === servant.id.value}
                    onClick={() => onInvite(servant)}
                  >
                    {t('people.servants.sendInvitation')}
                  </Button>
                )}
              </TableCell>
              {manages && (
                <TableCell>
                  {may.editDetails && (
                    <Button size="small" appearance="subtle" onClick={() => onEdit(servant)}>
                      {t('people.edit')}
                    </Button>
                  )}
                  {may.removeServant && (
                    <Button
                      size="small"
                      appearance="subtle"
                      data-testid="remove-servant"
                      onClick={() => onRemove(servant)}
                    >
                      {t('people.servants.remove')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
