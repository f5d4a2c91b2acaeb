import { formatMoney } from '@cenacle/kit';
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
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';

interface ParticipantsTableProps {
  readonly participants: readonly Participant[];
  readonly confirming: string | null;
  readonly onConfirm: (participant: Participant) => void;
  readonly onCancel: (participant: Participant) => void;
}

/** One page of a session's participants: unconfirmed ones offer confirm-presence (spec §4). */
export function ParticipantsTable({ participants, confirming, onConfirm, onCancel }: ParticipantsTableProps) {
  const { t } = useTranslation('planning');
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
            <TableCell>{`${p.firstname} ${p.lastname}`}</TableCell>
            <TableCell>{p.email}</TableCell>
            <TableCell>{p.level}</TableCell>
            <TableCell data-testid="participant-children">{p.children.length}</TableCell>
            <TableCell>{formatMoney(p.price, DEFAULT_CURRENCY_SIGN)}</TableCell>
            <TableCell data-testid="participant-presence" data-present={p.presence}>
              {p.presence ? (
                <Badge appearance="tint" color="success">
                  {t('participants.present')}
                </Badge>
              ) : p.status === 'CANCELLED' ? null : (
                <Button
                  size="small"
                  data-testid="confirm-presence"
                  disabled={confirming === p.id.value}
                  onClick={() => onConfirm(p)}
                >
                  {t('participants.confirmPresence')}
                </Button>
              )}
            </TableCell>
            <TableCell data-testid="participant-status">{t(`participants.status.${p.status}`)}</TableCell>
            <TableCell>
              {p.status !== 'CANCELLED' && (
                <Button
                  size="small"
                  appearance="subtle"
                  data-testid="cancel-registration"
                  onClick={() => onCancel(p)}
                >
                  {t('participants.cancel')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
