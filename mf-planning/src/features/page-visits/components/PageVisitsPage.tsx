import { translateDynamic } from '@cenacle/kit';
import { Button, Field, Input, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import {
  addDays,
  DEFAULT_VISITS_DAYS,
  dayOf,
  daysBetween,
  MAX_VISITS_DAYS,
  OTHER_PAGES,
} from '@cenacle/shared-domain/analytics/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../api/page-visits.api.ts';
import { usePageVisits } from '../hooks/usePageVisits.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  views: { textAlign: 'end' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/page-visits` (admin): how often each page of the application was shown over a range of days (UTC). */
export function PageVisitsPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [from, setFrom] = useState(() => addDays(dayOf(new Date()), 1 - DEFAULT_VISITS_DAYS));
  const [page, setPage] = useState(0);
  const days = ISO_DAY.test(from) && ISO_DAY.test(to) ? daysBetween(from, to) : Number.NaN;
  const rangeError = Number.isNaN(days)
    ? t('pageVisits.range.missing')
    : days < 1
      ? t('pageVisits.range.reversed')
      : days > MAX_VISITS_DAYS
        ? t('pageVisits.range.tooLong', { max: MAX_VISITS_DAYS })
        : undefined;
  const visits = usePageVisits({ from, to }, page, !rangeError);
  const pages = Math.max(1, Math.ceil((visits.data?.total ?? 0) / PAGE_SIZE));
  const choose = (set: (day: string) => void) => (_: unknown, d: { value: string }) => {
    set(d.value);
    setPage(0);
  };
  return (
    <section data-testid="page-visits-page">
      <Title2 as="h1" block>
        {t('pageVisits.title')}
      </Title2>
      <Text as="p">{t('pageVisits.intro')}</Text>
      <div className={styles.bar}>
        <Field label={t('pageVisits.from')} validationMessage={rangeError}>
          <Input type="date" value={from} onChange={choose(setFrom)} data-testid="page-visits-from" />
        </Field>
        <Field label={t('pageVisits.to')}>
          <Input type="date" value={to} onChange={choose(setTo)} data-testid="page-visits-to" />
        </Field>
      </div>
      {!rangeError && (
        <QueryView query={visits} isEmpty={(d) => d.visits.length === 0} empty={t('pageVisits.empty')}>
          {({ visits: rows }) => (
            <Table aria-label={t('pageVisits.caption', { from, to })} data-testid="page-visits-list">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('pageVisits.column.path')}</TableHeaderCell>
                  <TableHeaderCell className={styles.views}>{t('pageVisits.column.views')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.path} data-testid="page-visits-row">
                    {/* An address is shown as it is (its ids included); only "other pages" is a phrase. */}
                    <TableCell translate={row.path === OTHER_PAGES ? 'yes' : 'no'}>
                      {row.path === OTHER_PAGES ? translateDynamic('analytics.otherPages') : row.path}
                    </TableCell>
                    <TableCell className={styles.views}>{row.views}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryView>
      )}
      {!rangeError && pages > 1 && (
        <div className={styles.pager}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('pageVisits.previous')}
          </Button>
          <Text>{t('pageVisits.page', { page: page + 1, pages })}</Text>
          <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('pageVisits.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
