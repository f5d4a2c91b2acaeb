import { formatDate, formatMoney } from '@cenacle/kit';
import { Card, makeStyles, QueryView, RouterLink, Subtitle2, Text, Title2, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { MyRegistration } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';
import { useMyRegistrations } from '../hooks/useMyRegistrations.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: 0, margin: 0 },
  item: { listStyleType: 'none' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** `/my-registrations`: where a participant lands after signing in: their sessions and what is due. */
export function MyRegistrationsPage() {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const mine = useMyRegistrations();
  return (
    <section className={styles.page} data-testid="my-registrations-page">
      <Title2 as="h1" block>
        {t('myRegistrations.title')}
      </Title2>
      <QueryView
        query={mine}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text data-testid="my-registrations-empty">
            {t('myRegistrations.empty')}{' '}
            <RouterLink to="/events">{t('myRegistrations.findSession')}</RouterLink>
          </Text>
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((registration) => (
              <li key={registration.participant.value} className={styles.item}>
                <RegistrationCard registration={registration} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function RegistrationCard({ registration }: { readonly registration: MyRegistration }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { session } = registration;
  const money = (value: number) => formatMoney(value, session.currencySign);
  const dates = [session.dateFrom, session.dateTo]
    .filter((date): date is string => date !== null)
    .map(formatDate)
    .join(' – ');
  const sessionId = encodeURIComponent(session.id.value);
  return (
    <Card data-testid="my-registration">
      <div className={styles.header}>
        <div>
          <Subtitle2 as="h2" block>
            {t(`season.${session.season}`)} · {session.branchName}
          </Subtitle2>
          <Text block>{dates || t('list.noDate')}</Text>
        </div>
        <Badge
          appearance="tint"
          color={registration.status === 'WAITING' ? 'warning' : 'success'}
          data-testid="my-registration-status"
        >
          {t(`participants.status.${registration.status}`)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('myRegistrations.level')}</dt>
        <dd className={styles.value}>{registration.level}</dd>
        <dt className={styles.term}>{t('myRegistrations.price')}</dt>
        <dd className={styles.value}>{money(registration.price)}</dd>
        <dt className={styles.term}>{t('myRegistrations.paid')}</dt>
        <dd className={styles.value}>{money(registration.paid)}</dd>
        <dt className={styles.term}>{t('myRegistrations.due')}</dt>
        <dd className={styles.value} data-testid="my-registration-due">
          {registration.due > 0 ? money(registration.due) : t('myRegistrations.nothingDue')}
        </dd>
        {registration.children.length > 0 && (
          <>
            <dt className={styles.term}>{t('myRegistrations.children')}</dt>
            <dd className={styles.value}>
              {registration.children
                .map((child) =>
                  t('myRegistrations.child', {
                    name: `${child.firstname} ${child.lastname}`,
                    age: child.age,
                  }),
                )
                .join(', ')}
            </dd>
          </>
        )}
        <dt className={styles.term}>{t('myRegistrations.presence')}</dt>
        <dd className={styles.value}>
          {registration.presence ? t('myRegistrations.present') : t('myRegistrations.notYetPresent')}
        </dd>
      </dl>
      <div className={styles.links}>
        <RouterLink to={`/schedule?session=${sessionId}`} data-testid="my-registration-schedule">
          {t('myRegistrations.schedule')}
        </RouterLink>
        {!registration.presence && registration.status === 'REGISTERED' && (
          <RouterLink to={`/session-invitation?session=${sessionId}`}>
            {t('myRegistrations.confirm')}
          </RouterLink>
        )}
      </div>
    </Card>
  );
}
