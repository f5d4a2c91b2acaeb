import { useCanOpen } from '@cenacle/kit';
import { Button, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionRights } from '../hooks/useSessionRights.ts';
import { sessionLabel } from '../session-label.ts';

const useStyles = makeStyles({
  levels: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface SessionListProps {
  readonly sessions: readonly SchoolSession[];
  readonly onSettings: (session: SchoolSession) => void;
  readonly onEdit: (session: SchoolSession) => void;
  readonly onDelete: (session: SchoolSession) => void;
}

/**
 * "date from – date to – season", the branch and the levels (spec §2 Sessions). The sessions of
 * the caller's branches carry their actions (settings, edit and delete for their planners); those
 * of other branches show only the branch label.
 */
export function SessionList(props: SessionListProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const rights = useSessionRights();
  // Accounting is another remote: whether its page would open is its own routes' business.
  const canSeePayments = useCanOpen('/accounting');

  return (
    <Table aria-label={t('list.caption')} data-testid="session-list">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.session')}</TableHeaderCell>
          <TableHeaderCell>{t('list.branch')}</TableHeaderCell>
          <TableHeaderCell>{t('list.levels')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.sessions.map((session) => {
          const label = sessionLabel(session, t);
          const branch = session.branch?.name ?? '';
          return (
            <TableRow key={session.id.value} data-testid="session-row" data-session-id={session.id.value}>
              <TableCell>{label}</TableCell>
              <TableCell>{branch}</TableCell>
              <TableCell className={styles.levels}>{session.levels.map((l) => l.name).join(', ')}</TableCell>
              <TableCell>
                {rights.isOwn(session) ? (
                  <div className={styles.actions}>
                    {canSeePayments && (
                      <RouterLink
                        to={`/accounting?session=${encodeURIComponent(session.id.value)}`}
                        aria-label={t('list.openAccounting', { session: label })}
                      >
                        {t('list.accounting')}
                      </RouterLink>
                    )}
                    {rights.canManage(session) && (
                      <Menu>
                        <MenuTrigger disableButtonEnhancement>
                          <Button
                            appearance="subtle"
                            aria-label={t('list.rowMenu', { session: label })}
                            data-testid="session-row-menu"
                          >
                            ⋯
                          </Button>
                        </MenuTrigger>
                        <MenuPopover>
                          <MenuList>
                            <MenuItem
                              data-testid="session-settings"
                              onClick={() => props.onSettings(session)}
                            >
                              {t('list.settings')}
                            </MenuItem>
                            <MenuItem data-testid="session-edit" onClick={() => props.onEdit(session)}>
                              {t('list.edit')}
                            </MenuItem>
                            <MenuItem data-testid="session-delete" onClick={() => props.onDelete(session)}>
                              {t('list.delete')}
                            </MenuItem>
                          </MenuList>
                        </MenuPopover>
                      </Menu>
                    )}
                  </div>
                ) : (
                  <Badge appearance="outline" data-testid="session-foreign">
                    {t('list.otherBranch', { name: branch })}
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
