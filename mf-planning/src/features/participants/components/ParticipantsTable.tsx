import { formatMoney } from '@cenacle/kit';
import { makeStyles } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';
import {
  CancelAction,
  type ParticipantHandlers,
  ParticipantName,
  PresenceActions,
} from './ParticipantActions.tsx';

// An address has no spaces to wrap at: it breaks anywhere rather than run over the level column.
const useStyles = makeStyles({ email: { overflowWrap: 'anywhere' } });

interface ParticipantsTableProps {
  readonly participants: readonly Participant[];
  readonly handlers: ParticipantHandlers;
}

/** The table view of one page of a session's participants. */
export function ParticipantsTable({ participants, handlers }: ParticipantsTableProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <Table aria-label={t('participants.caption')} data-testid="participants-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('participants.column.name')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.email')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.level')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.children')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.price')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.presence')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.status')}</TableHeaderCell>
          <TableHeaderCell>{t('participants.column.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {participants.map((p) => (
          <TableRow key={p.id.value} data-testid="participant-row" data-email={p.email}>
            <TableCell>
              <ParticipantName participant={p} handlers={handlers} />
            </TableCell>
            <TableCell className={styles.email}>{p.email}</TableCell>
            <TableCell>{p.level}</TableCell>
            <TableCell data-testid="participant-children">{p.children.length}</TableCell>
            <TableCell>{formatMoney(p.price, DEFAULT_CURRENCY_SIGN)}</TableCell>
            <TableCell data-testid="participant-presence" data-present={p.presence}>
              <PresenceActions participant={p} handlers={handlers} />
            </TableCell>
            <TableCell data-testid="participant-status">{t(`participants.status.${p.status}`)}</TableCell>
            <TableCell>
              <CancelAction participant={p} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
