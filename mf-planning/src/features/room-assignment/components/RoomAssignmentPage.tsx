import { makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { PlannerSessionBar } from '../../planner-kit/PlannerSessionBar.tsx';
import { usePlannerSessions } from '../../planner-kit/usePlannerSessions.ts';
import { sessionLabel } from '../../sessions/session-label.ts';
import { RoomPlanner } from './RoomPlanner.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/room-assignment?session={id}`: buildings and rooms, the pool of the unassigned, a session selector (spec §2). */
export function RoomAssignmentPage() {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const planner = usePlannerSessions();
  return (
    <section className={styles.page} data-testid="room-assignment-page">
      <Title2 as="h1" block>
        {t('roomAssignment.title')}
      </Title2>
      <QueryView
        query={planner.sessions}
        isEmpty={(l) => l.length === 0}
        empty={t('roomAssignment.noSessions')}
      >
        {() =>
          planner.current &&
          planner.shown && (
            <>
              <PlannerSessionBar
                list={planner.list}
                current={planner.current}
                shown={planner.shown}
                onChoose={planner.choose}
              />
              <RoomPlanner
                key={planner.shown.id.value}
                sessionId={planner.shown.id.value}
                sessionLabel={sessionLabel(planner.shown, t)}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
