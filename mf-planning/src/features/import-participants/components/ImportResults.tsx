import { Button, Field, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countOutcomes,
  type OutcomeReason,
  type OutcomeStatus,
  type RowOutcome,
} from '../hooks/import-outcomes.ts';

const PAGE_SIZE = 50;
const STATUSES: readonly OutcomeStatus[] = ['IMPORTED', 'WAITING', 'SKIPPED'];
const COLOR = { IMPORTED: 'success', WAITING: 'warning', SKIPPED: 'danger' } as const;

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalM,
  },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Each row's outcome (imported, waiting list, skipped with the reason), filtered and paged. */
export function ImportResults(props: { readonly outcomes: readonly RowOutcome[] }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [status, setStatus] = useState<OutcomeStatus | ''>('');
  const [page, setPage] = useState(0);
  const counts = countOutcomes(props.outcomes);
  const shown = status ? props.outcomes.filter((outcome) => outcome.status === status) : props.outcomes;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = [...shown]
    .sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0))
    .slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <section data-testid="import-results">
      <Subtitle2 as="h3" block>
        {t('importParticipants.results.title')}
      </Subtitle2>
      <div className={styles.header}>
        <Text data-testid="result-imported">
          {t('importParticipants.results.imported', { count: counts.imported })}
        </Text>
        <Text data-testid="result-waiting">
          {t('importParticipants.results.waiting', { count: counts.waiting })}
        </Text>
        <Text data-testid="result-skipped">
          {t('importParticipants.results.skipped', { count: counts.skipped })}
        </Text>
        {(Object.entries(counts.reasons) as [OutcomeReason, number][]).map(([reason, count]) => (
          <Text key={reason} data-testid={`result-reason-${reason}`}>
            {t('importParticipants.reasonCount', { reason: t(`importParticipants.reason.${reason}`), count })}
          </Text>
        ))}
        <Field label={t('importParticipants.results.filter')}>
          <Select
            value={status}
            data-testid="result-filter"
            onChange={(_, data) => {
              setStatus(data.value as OutcomeStatus | '');
              setPage(0);
            }}
          >
            <option value="">{t('importParticipants.results.all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`importParticipants.outcome.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {shown.length === 0 ? (
        <Text italic>{t('importParticipants.results.empty')}</Text>
      ) : (
        <Table size="small" aria-label={t('importParticipants.results.caption')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('importParticipants.results.rows')}</TableHeaderCell>
              <TableHeaderCell>{t('importParticipants.results.name')}</TableHeaderCell>
              <TableHeaderCell>{t('importParticipants.results.status')}</TableHeaderCell>
              <TableHeaderCell>{t('importParticipants.results.reason')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((outcome) => (
              <TableRow
                key={outcome.rows.join(',')}
                data-testid="result-row"
                data-status={outcome.status}
                data-reason={outcome.reason ?? ''}
              >
                <TableCell>{outcome.rows.join(', ')}</TableCell>
                <TableCell>{outcome.name}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOR[outcome.status]}>
                    {t(`importParticipants.outcome.${outcome.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  {outcome.reason ? t(`importParticipants.reason.${outcome.reason}`) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <div className={styles.pager}>
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('importParticipants.results.previous')}
          </Button>
          <Text>{t('importParticipants.results.page', { page: current + 1, pages })}</Text>
          <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('importParticipants.results.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
