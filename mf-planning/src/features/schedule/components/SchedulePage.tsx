import { useHasAuthority } from '@cenacle/kit';
import { Field, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { roles } from '@cenacle/shared-domain/rules';
import { SCHEDULE_EDITORS } from '@cenacle/shared-domain/schedule/rules';
import { useTranslation } from 'react-i18next';
import { useRefusedSession, useSessions } from '../../sessions/hooks/useSessions.ts';
import { sessionChoiceLabel } from '../../sessions/session-label.ts';
import { useSchedule } from '../hooks/useSchedule.ts';
import { SessionSchedule } from './SessionSchedule.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

/**
 * `/schedule?session&day` (spec §2): servants and branch admins pick a session, switch between the
 * list and one day, edit a day and copy; everyone else reads every day of the session in the URL.
 */
export function SchedulePage(props: {
  readonly sessionId: string | null;
  readonly day: string | null;
  readonly onChange: (change: { session: string; day?: string }) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const editor = useHasAuthority(roles(SCHEDULE_EDITORS));
  const sessions = useSessions();
  useRefusedSession(props.sessionId);
  // The schedule named by the address loads alongside the sessions list, not after it.
  useSchedule(props.sessionId ?? '', { enabled: props.sessionId !== null });
  return (
    <section className={styles.page} data-testid="schedule-page">
      <Title2 as="h1" block>
        {t('schedule.title')}
      </Title2>
      {!editor && <Text>{t('schedule.readOnly')}</Text>}
      <QueryView query={sessions} isEmpty={(list) => list.length === 0} empty={t('schedule.noSessions')}>
        {(list) => {
          const known = list.some((s) => s.id.value === props.sessionId);
          return (
            <>
              {editor && (
                <Field label={t('schedule.session')}>
                  <Select
                    value={known ? (props.sessionId ?? '') : ''}
                    onChange={(_, d) => d.value && props.onChange({ session: d.value })}
                  >
                    <option value="" disabled>
                      {t('schedule.chooseSession')}
                    </option>
                    {list.map((s) => (
                      <option key={s.id.value} value={s.id.value}>
                        {sessionChoiceLabel(s, t)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {props.sessionId && known ? (
                <SessionSchedule
                  key={props.sessionId}
                  sessionId={props.sessionId}
                  day={props.day}
                  editor={editor}
                  sessions={list}
                  sessionLabel={(s) => sessionChoiceLabel(s, t)}
                  onDayChange={(day) => props.sessionId && props.onChange({ session: props.sessionId, day })}
                />
              ) : (
                <Text italic>
                  {props.sessionId ? t('schedule.unknownSession') : t('schedule.pickSession')}
                </Text>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
