import { formatDate, useCanOpen } from '@cenacle/kit';
import { makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  levels: { color: tokens.colorNeutralForeground3 },
});

/** "date from – date to – season" and the branch label (spec §2 Sessions). */
export function SessionList(props: { readonly sessions: readonly SchoolSession[] }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  // Accounting is another remote: whether its page would open is its own routes' business.
  const canSeePayments = useCanOpen('/accounting');
  const date = (value: string | null) => (value ? formatDate(value) : t('list.noDate'));

  return (
    <Table aria-label={t('list.caption')} data-testid="session-list">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.session')}</TableHeaderCell>
          <TableHeaderCell>{t('list.branch')}</TableHeaderCell>
          <TableHeaderCell>{t('list.levels')}</TableHeaderCell>
          {canSeePayments && <TableHeaderCell>{t('list.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.sessions.map((session) => {
          const label = `${date(session.dateFrom)} – ${date(session.dateTo)} – ${t(`season.${session.season}`)}`;
          return (
            <TableRow key={session.id.value} data-testid="session-row" data-session-id={session.id.value}>
              <TableCell>{label}</TableCell>
              <TableCell>{session.branch?.name ?? ''}</TableCell>
              <TableCell className={styles.levels}>{session.levels.map((l) => l.name).join(', ')}</TableCell>
              {canSeePayments && (
                <TableCell>
                  <RouterLink
                    to={`/accounting?session=${encodeURIComponent(session.id.value)}`}
                    aria-label={t('list.openAccounting', { session: label })}
                  >
                    {t('list.accounting')}
                  </RouterLink>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
