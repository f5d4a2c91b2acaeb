import { formatMoney } from '@cenacle/kit';
import { MessageBar, MessageBarBody, Subtitle2 } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { DeskLiveView } from '@cenacle/shared-domain/desk/contracts';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type Counts = DeskLiveView['total'];

/** Arrived / expected / children in / money taken today, per level and in total. */
export function LiveView({
  live,
  offline,
}: {
  readonly live: UseQueryResult<DeskLiveView>;
  readonly offline: boolean;
}) {
  const { t } = useTranslation('planning');
  const row = (label: string, counts: Counts, key: string) => (
    <TableRow key={key} data-testid={`desk-live-${key}`}>
      <TableCell>{label}</TableCell>
      <TableCell>{counts.arrived}</TableCell>
      <TableCell>{counts.expected}</TableCell>
      <TableCell>{counts.childrenIn}</TableCell>
      <TableCell>{formatMoney(counts.moneyTakenToday, DEFAULT_CURRENCY_SIGN)}</TableCell>
    </TableRow>
  );
  return (
    <section aria-labelledby="desk-live-title" data-testid="desk-live">
      <Subtitle2 as="h2" block id="desk-live-title">
        {t('desk.live.title')}
      </Subtitle2>
      {live.data ? (
        <Table size="small" aria-label={t('desk.live.caption')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('desk.live.level')}</TableHeaderCell>
              <TableHeaderCell>{t('desk.live.arrived')}</TableHeaderCell>
              <TableHeaderCell>{t('desk.live.expected')}</TableHeaderCell>
              <TableHeaderCell>{t('desk.live.childrenIn')}</TableHeaderCell>
              <TableHeaderCell>{t('desk.live.money')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {live.data.levels.map((level) => row(level.level, level, `level-${level.level}`))}
            {row(t('desk.live.total'), live.data.total, 'total')}
          </TableBody>
        </Table>
      ) : (
        offline && (
          <MessageBar intent="info">
            <MessageBarBody>{t('desk.live.offline')}</MessageBarBody>
          </MessageBar>
        )
      )}
    </section>
  );
}
