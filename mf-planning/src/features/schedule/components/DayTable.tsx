import { formatDate } from '@cenacle/kit';
import { makeStyles, Text, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { Schedule, ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import { useTranslation } from 'react-i18next';
import { shortTime } from '../state/days.ts';

const useStyles = makeStyles({
  alternative: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** What an item is called: its name, or its type's name. */
export function useItemTitle() {
  const { t } = useTranslation('planning');
  return (item: Pick<ScheduleItemView, 'name' | 'type' | 'conferenceNumber'>) =>
    item.name || (item.type ? t(`schedule.types.${item.type}`) : t('schedule.types.NONE'));
}

/** One day read-only: times, items with their level alternatives, and who is responsible. */
export function DayTable(props: { readonly schedule: Schedule; readonly date: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const items = props.schedule.items.filter((i) => i.date === props.date);
  if (items.length === 0) return <Text italic>{t('schedule.empty')}</Text>;
  const names = (list: ScheduleItemView['servants']) => list.map((s) => s.name).join(', ');
  return (
    <Table size="small" aria-label={formatDate(props.date)} data-testid="schedule-day" data-date={props.date}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('schedule.columns.time')}</TableHeaderCell>
          <TableHeaderCell>{t('schedule.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('schedule.columns.levels')}</TableHeaderCell>
          <TableHeaderCell>{t('schedule.columns.servants')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid="schedule-row">
            <TableCell data-testid="item-times">
              {t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) })}
            </TableCell>
            <TableCell>
              {title(item)}
              {item.type && item.name ? (
                <Badge appearance="tint">{t(`schedule.types.${item.type}`)}</Badge>
              ) : null}
              {item.alternatives.map((a) => (
                <span key={a.id} className={styles.alternative}>
                  {a.levelScope.join(', ')}: {title(a)}
                </span>
              ))}
            </TableCell>
            <TableCell>
              {item.levelScope.length > 0 ? item.levelScope.join(', ') : t('schedule.allLevels')}
            </TableCell>
            <TableCell>
              {names(item.servants)}
              {item.alternatives.map((a) =>
                a.servants.length > 0 ? (
                  <span key={a.id} className={styles.alternative}>
                    {a.levelScope.join(', ')}: {names(a.servants)}
                  </span>
                ) : null,
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
