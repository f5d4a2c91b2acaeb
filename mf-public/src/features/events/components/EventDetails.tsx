import { formatDateTime, formatMoney } from '@cenacle/kit';
import { Link } from '@cenacle/kit/router';
import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';
import { registrationHref } from '../api/events.api.ts';
import styles from './events.module.css';

/** What a session's preview shows (in the dialog, or inline on a phone). */
export function EventDetails(props: { readonly event: PublicSession }) {
  const { t } = useTranslation('public');
  const { event } = props;
  const currency = event.session.branch?.currencySign ?? '';
  const href = registrationHref(event);
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        {event.address && (
          <>
            <dt>{t('events.address')}</dt>
            <dd>{event.address}</dd>
          </>
        )}
        {event.contact && (
          <>
            <dt>{t('events.contact')}</dt>
            <dd>{event.contact}</dd>
          </>
        )}
        {event.registrationDeadline && (
          <>
            <dt>{t('events.deadline')}</dt>
            <dd>{formatDateTime(event.registrationDeadline)}</dd>
          </>
        )}
        {event.retreatCenter && (
          <>
            <dt>{t('events.retreatCenter')}</dt>
            <dd>
              <Link to={`/retreat-center/${event.retreatCenter.value}`}>{t('events.retreatCenterLink')}</Link>
            </dd>
          </>
        )}
      </dl>
      <RichHtml html={event.description} className={site.rich} />
      {event.priceList.length > 0 && (
        <>
          <h3>{t('events.prices')}</h3>
          <ul>
            {event.priceList.map((price) => (
              <li key={price.id.value}>
                {t(`events.priceType.${price.type}`)}
                {price.description ? ` (${price.description})` : ''}: {formatMoney(price.value, currency)}
              </li>
            ))}
          </ul>
        </>
      )}
      {href.startsWith('/') ? (
        <Link className={site.linkButton} to={href}>
          {t('events.register')}
        </Link>
      ) : (
        <a className={site.linkButton} href={href} rel="noopener noreferrer">
          {t('events.register')}
        </a>
      )}
    </div>
  );
}
