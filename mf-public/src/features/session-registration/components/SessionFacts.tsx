import { formatDate, formatDateTime } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import type { PublishedSession } from '../api/registration-types.ts';
import styles from './registration.module.css';

/** What the visitor signs up for: when, where, until when, and how many places are still free. */
export function SessionFacts(props: { readonly published: PublishedSession }) {
  const { t } = useTranslation('public');
  const { session, address, registrationDeadline, placesLeft } = props.published;
  const dates =
    session.dateFrom && session.dateTo && session.dateTo !== session.dateFrom
      ? `${formatDate(session.dateFrom)} – ${formatDate(session.dateTo)}`
      : session.dateFrom
        ? formatDate(session.dateFrom)
        : null;
  return (
    <dl className={styles.facts} data-testid="session-facts">
      {dates && (
        <div>
          <dt>{t('registration.facts.dates')}</dt>
          <dd>{dates}</dd>
        </div>
      )}
      {address && (
        <div>
          <dt>{t('registration.facts.place')}</dt>
          <dd>{address}</dd>
        </div>
      )}
      {registrationDeadline && (
        <div>
          <dt>{t('registration.facts.deadline')}</dt>
          <dd>{formatDateTime(registrationDeadline)}</dd>
        </div>
      )}
      {placesLeft != null && (
        <div>
          <dt>{t('registration.facts.placesLeft')}</dt>
          <dd data-testid="places-left">
            {placesLeft > 0 ? placesLeft : t('registration.facts.noPlacesLeft')}
          </dd>
        </div>
      )}
    </dl>
  );
}
