import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { type EventFilters, NO_FILTERS } from '../api/events.api.ts';
import { useEvents } from '../hooks/useEvents.ts';
import { useNarrowScreen } from '../hooks/useNarrowScreen.ts';
import { EventDialog } from './EventDialog.tsx';
import { EventFiltersForm } from './EventFiltersForm.tsx';
import { EventItem } from './EventItem.tsx';
import styles from './events.module.css';

/** `/events`: the published sessions as a timeline, filtered by country, branches and levels. */
export function EventsPage() {
  const { t } = useTranslation('public');
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const narrow = useNarrowScreen();
  const { sessions, options, optionsPending } = useEvents(filters);
  const opened = sessions.data?.find((event) => event.id.value === open);

  return (
    <PublicPage title={t('events.pageTitle')} description={t('events.description')}>
      <h1>{t('events.heading')}</h1>
      <p className={site.lead}>{t('events.intro')}</p>
      {!optionsPending && <EventFiltersForm filters={filters} options={options} onChange={setFilters} />}
      {sessions.isPending || optionsPending ? (
        <Loading />
      ) : sessions.isError ? (
        <LoadError onRetry={() => sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <Empty>{t('events.empty')}</Empty>
      ) : (
        <ol className={styles.timeline} aria-busy={sessions.isFetching}>
          {sessions.data.map((event) => (
            <EventItem
              key={event.id.value}
              event={event}
              expanded={narrow && open === event.id.value}
              onOpen={() => setOpen(open === event.id.value ? null : event.id.value)}
            />
          ))}
        </ol>
      )}
      {!narrow && opened && <EventDialog event={opened} onClose={() => setOpen(null)} />}
    </PublicPage>
  );
}
