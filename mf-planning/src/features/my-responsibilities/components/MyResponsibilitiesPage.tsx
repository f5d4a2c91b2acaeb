import { useSearchParams } from '@cenacle/kit/router';
import { Field, makeStyles, QueryView, Subtitle2, Title2, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { sessionChoiceLabel } from '../../sessions/session-label.ts';
import { useMyResponsibilities } from '../hooks/useMyResponsibilities.ts';
import { CalendarLink } from './CalendarLink.tsx';
import { DutyList } from './DutyList.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/my-responsibilities?session=`: the caller's conferences and responsibilities (spec §2). */
export function MyResponsibilitiesPage() {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const sessions = useSessions();
  const sessionId = params.get('session');
  return (
    <section className={styles.page} data-testid="my-responsibilities-page">
      <Title2 as="h1" block>
        {t('myResponsibilities.title')}
      </Title2>
      <QueryView query={sessions} isEmpty={(l) => l.length === 0} empty={t('myResponsibilities.noSessions')}>
        {(list) => (
          <Field label={t('myResponsibilities.session')}>
            <Select
              data-testid="my-session"
              value={sessionId ?? ''}
              onChange={(_, d) => setParams(d.value ? { session: d.value } : {})}
            >
              <option value="">{t('myResponsibilities.chooseSession')}</option>
              {list.map((s) => (
                <option key={s.id.value} value={s.id.value}>
                  {sessionChoiceLabel(s, t)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </QueryView>
      {sessionId && <Duties key={sessionId} sessionId={sessionId} />}
    </section>
  );
}

function Duties({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const mine = useMyResponsibilities(sessionId);
  return (
    <QueryView query={mine}>
      {(data) => (
        <>
          {data.scheduled.length === 0 && data.unscheduled.length === 0 ? (
            <p data-testid="my-empty">{t('myResponsibilities.empty')}</p>
          ) : (
            <>
              {data.scheduled.length > 0 && <DutyList duties={data.scheduled} timed />}
              {data.unscheduled.length > 0 && (
                <>
                  <Subtitle2 as="h2" block>
                    {t('myResponsibilities.unscheduled')}
                  </Subtitle2>
                  <DutyList duties={data.unscheduled} timed={false} />
                </>
              )}
            </>
          )}
          <CalendarLink path={data.calendarPath} />
        </>
      )}
    </QueryView>
  );
}
