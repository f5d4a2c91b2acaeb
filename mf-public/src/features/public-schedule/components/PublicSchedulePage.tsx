import { formatDate, isApiError } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import { usePublicSchedule } from '../hooks/usePublicSchedule.ts';
import { type PublicScheduleItem, scheduleDays, toMinutes } from '../model/schedule-days.ts';
import styles from './public-schedule.module.css';

/** `/public-schedule?session=`: the schedule behind the QR code on the wall, for anyone. */
export function PublicSchedulePage(props: { readonly sessionId: string | null }) {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('publicSchedule.title')} description={t('publicSchedule.description')}>
      {props.sessionId ? (
        <ScheduleOf sessionId={props.sessionId} />
      ) : (
        <>
          <h1>{t('publicSchedule.title')}</h1>
          <Empty>{t('publicSchedule.noSession')}</Empty>
        </>
      )}
    </PublicPage>
  );
}

function ScheduleOf(props: { readonly sessionId: string }) {
  const { t } = useTranslation('public');
  const schedule = usePublicSchedule(props.sessionId);
  if (schedule.isPending)
    return (
      <>
        <h1>{t('publicSchedule.title')}</h1>
        <Loading />
      </>
    );
  if (schedule.isError) {
    const notFound =
      isApiError(schedule.error) && (schedule.error.status === 404 || schedule.error.status === 400);
    return (
      <>
        <h1>{t('publicSchedule.title')}</h1>
        {notFound ? (
          <Empty>{t('publicSchedule.notFound')}</Empty>
        ) : (
          <LoadError onRetry={() => schedule.refetch()} />
        )}
      </>
    );
  }
  const data = schedule.data;
  const days = scheduleDays(data.items);
  const dates = [data.dateFrom, data.dateTo].filter((date): date is string => date !== null).map(formatDate);
  return (
    <article className={styles.schedule} data-testid="public-schedule">
      <h1>
        {t('publicSchedule.titleOf', {
          season: t(`publicSchedule.season.${data.season}`),
          branch: data.branchName,
        })}
      </h1>
      {dates.length > 0 && <p className={styles.dates}>{[...new Set(dates)].join(' – ')}</p>}
      {days.length === 0 ? (
        <Empty>{t('publicSchedule.empty')}</Empty>
      ) : (
        days.map((day) => (
          <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>{formatDate(day.date)}</h2>
            <ol className={styles.items}>
              {day.items.map((item) => (
                <ScheduleRow key={`${item.start}-${item.name}-${item.levelScope.join()}`} item={item} />
              ))}
            </ol>
          </section>
        ))
      )}
    </article>
  );
}

function ScheduleRow({ item }: { readonly item: PublicScheduleItem }) {
  const { t } = useTranslation('public');
  const title = (name: string, type: PublicScheduleItem['type']) =>
    name || (type ? t(`publicSchedule.types.${type}`) : t('publicSchedule.untitled'));
  const levels = (scope: readonly string[]) =>
    scope.length > 0 ? t('publicSchedule.levels', { levels: scope.join(', ') }) : '';
  return (
    <li className={styles.item} data-testid="public-schedule-item">
      <span className={styles.time}>
        {toMinutes(item.start)}–{toMinutes(item.finish)}
      </span>
      <span className={styles.what}>
        <span>
          {title(item.name, item.type)}
          {item.levelScope.length > 0 && <span className={styles.levels}> {levels(item.levelScope)}</span>}
        </span>
        {item.alternatives.map((alternative) => (
          <span key={`${alternative.name}-${alternative.levelScope.join()}`} className={styles.alternative}>
            {title(alternative.name, alternative.type)}{' '}
            <span className={styles.levels}>{levels(alternative.levelScope)}</span>
          </span>
        ))}
      </span>
    </li>
  );
}
