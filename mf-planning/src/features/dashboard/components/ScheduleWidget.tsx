import { formatDate } from '@cenacle/kit';
import {
  Button,
  Caption1,
  makeStyles,
  QueryView,
  RouterLink,
  Subtitle2,
  Text,
  tokens,
} from '@cenacle/kit/ui';
import type { Schedule, ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import { scheduleWindow, WINDOW_NEXT_COUNT, WINDOW_NEXT_STEP } from '@cenacle/shared-domain/schedule/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemTitle } from '../../schedule/components/DayTable.tsx';
import { useSchedule } from '../../schedule/hooks/useSchedule.ts';
import { shortTime } from '../../schedule/state/days.ts';
import { useScheduleClock } from '../hooks/useScheduleClock.ts';

const useStyles = makeStyles({
  widget: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'grid', gridTemplateColumns: '7rem 9rem 1fr', gap: tokens.spacingHorizontalS },
  current: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorBrandBackground2 },
  alternative: { display: 'block', color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

/**
 * The active session's schedule at a glance (spec §2, §9): the item under way, the one before and
 * up to 3 next; "next" shows 3 more. It follows the clock, so it moves on without a reload.
 */
export function ScheduleWidget({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const schedule = useSchedule(sessionId);
  return (
    <section className={styles.widget} data-testid="schedule-widget" aria-labelledby="schedule-widget-title">
      <div className={styles.header}>
        <Subtitle2 as="h2" block id="schedule-widget-title">
          {t('dashboard.widget.title')}
        </Subtitle2>
        <RouterLink
          to={`/schedule?session=${encodeURIComponent(sessionId)}`}
          data-testid="widget-full-schedule"
        >
          {t('dashboard.widget.fullSchedule')}
        </RouterLink>
      </div>
      <QueryView
        query={schedule}
        isEmpty={(s) => s.items.length === 0}
        empty={t('dashboard.widget.empty')}
        loadingLabel={t('dashboard.widget.loading')}
      >
        {(data) => <ScheduleWindowView schedule={data} />}
      </QueryView>
    </section>
  );
}

function ScheduleWindowView({ schedule }: { readonly schedule: Schedule }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const moment = useScheduleClock(schedule.items);
  const [nextCount, setNextCount] = useState(WINDOW_NEXT_COUNT);
  const shown = scheduleWindow(schedule.items, moment, nextCount);
  return (
    <>
      <ol className={styles.list} data-testid="widget-items">
        {shown.previous && <WidgetItem item={shown.previous} place="previous" today={moment.date} />}
        {shown.current ? (
          <WidgetItem item={shown.current} place="current" today={moment.date} />
        ) : (
          <li className={styles.item} data-testid="widget-no-current">
            <Caption1>{t('dashboard.widget.role.current')}</Caption1>
            <span />
            <Text italic>
              {shown.next.length > 0 ? t('dashboard.widget.between') : t('dashboard.widget.finished')}
            </Text>
          </li>
        )}
        {shown.next.map((item) => (
          <WidgetItem key={item.id} item={item} place="next" today={moment.date} />
        ))}
      </ol>
      {shown.remaining > shown.next.length && (
        <Button
          className={styles.more}
          appearance="subtle"
          data-testid="widget-more"
          onClick={() => setNextCount((n) => n + WINDOW_NEXT_STEP)}
        >
          {t('dashboard.widget.more')}
        </Button>
      )}
    </>
  );
}

function WidgetItem(props: {
  readonly item: ScheduleItemView;
  readonly place: 'previous' | 'current' | 'next';
  readonly today: string;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const { item, place } = props;
  const times = t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) });
  return (
    <li
      className={place === 'current' ? `${styles.item} ${styles.current}` : styles.item}
      data-testid={`widget-${place}`}
      data-item-id={item.id}
      aria-current={place === 'current' ? 'time' : undefined}
    >
      <Caption1>{t(`dashboard.widget.role.${place}`)}</Caption1>
      <span data-testid="widget-times">
        {item.date === props.today
          ? times
          : t('dashboard.widget.onDay', { date: formatDate(item.date), times })}
      </span>
      <span>
        <span data-testid="widget-title">{title(item)}</span>
        {item.alternatives.map((a) => (
          <span key={a.id} className={styles.alternative}>
            {t('dashboard.widget.alternative', { levels: a.levelScope.join(', '), name: title(a) })}
          </span>
        ))}
      </span>
    </li>
  );
}
