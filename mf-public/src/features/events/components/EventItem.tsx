import { formatDate } from '@cenacle/kit';
import { shortenText } from '@cenacle/shared-domain/content/rules';
import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EventDetails } from './EventDetails.tsx';
import styles from './events.module.css';

/** The session's name on the timeline: season and branch. */
export function useEventTitle(): (event: PublicSession) => string {
  const { t } = useTranslation('public');
  return (event) =>
    t('events.title', {
      season: t(`events.season.${event.session.season}`),
      branch: event.session.branch?.name ?? '',
    });
}

/**
 * One session on the timeline. Its button opens the preview: a dialog on wider screens, the details
 * right below on a phone (`expanded`).
 */
export function EventItem(props: {
  readonly event: PublicSession;
  readonly expanded: boolean;
  readonly onOpen: () => void;
}) {
  const { t } = useTranslation('public');
  const title = useEventTitle();
  const detailsId = useId();
  const { event, expanded } = props;
  const { dateFrom, dateTo, levels, branch } = event.session;
  return (
    <li className={styles.item} data-testid="event-item">
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.when}>
        {dateFrom ? formatDate(dateFrom) : ''}
        {dateTo && dateTo !== dateFrom ? ` – ${formatDate(dateTo)}` : ''}
      </p>
      <h2 className={styles.itemTitle}>{title(event)}</h2>
      <p className={styles.where}>
        {[branch?.city, event.address].filter(Boolean).join(' · ')}
        {levels.length > 0 &&
          ` · ${t('events.levelsList', { levels: levels.map((l) => l.name).join(', ') })}`}
      </p>
      {event.description && <p>{shortenText(event.description)}</p>}
      <button
        type="button"
        className={styles.more}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        onClick={props.onOpen}
      >
        {expanded ? t('events.less') : t('events.more')}
        <span className={styles.hidden}> {title(event)}</span>
      </button>
      {expanded && (
        <div id={detailsId} className={styles.inline}>
          <EventDetails event={event} />
        </div>
      )}
    </li>
  );
}
