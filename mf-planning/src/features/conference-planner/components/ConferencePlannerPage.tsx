import { useHasAuthority } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Subtitle2, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { CONFERENCE_SENDERS } from '@cenacle/shared-domain/conferences/rules';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { sameLevelName } from '@cenacle/shared-domain/organisation/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlannerDnd } from '../../planner-kit/PlannerDnd.tsx';
import { PlannerSessionBar } from '../../planner-kit/PlannerSessionBar.tsx';
import { usePlannerSessions } from '../../planner-kit/usePlannerSessions.ts';
import { ServantPool } from '../../responsibilities/planner/ServantPool.tsx';
import { useServantPool } from '../../responsibilities/planner/useServantPool.ts';
import {
  useCopyAssignments,
  useMoveAssignment,
  useNotifyServants,
  useSessionConferences,
} from '../hooks/useConferencePlanner.ts';
import { ConferenceCard } from './ConferenceCard.tsx';

const SENDERS = roles(CONFERENCE_SENDERS);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(220px, 1fr)',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** `/servant-conference`: a column per level of the session; servants are dragged onto conferences. */
export function ConferencePlannerPage() {
  const { t } = useTranslation('planning');
  const planner = usePlannerSessions();
  return (
    <section data-testid="conference-planner-page">
      <Title2 as="h1" block>
        {t('conferencePlanner.title')}
      </Title2>
      <QueryView
        query={planner.sessions}
        isEmpty={(l) => l.length === 0}
        empty={t('responsibilities.noSessions')}
      >
        {() =>
          planner.current &&
          planner.shown && (
            <Planner
              key={planner.shown.id.value}
              {...planner}
              current={planner.current}
              shown={planner.shown}
            />
          )
        }
      </QueryView>
    </section>
  );
}

interface PlannerProps {
  readonly list: readonly SchoolSession[];
  readonly current: SchoolSession;
  readonly shown: SchoolSession;
  readonly choose: (id: string) => void;
}

function Planner({ list, current, shown, choose }: PlannerProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const sessionId = shown.id.value;
  const conferences = useSessionConferences(sessionId);
  const servants = useServantPool(shown.branchId.value);
  const move = useMoveAssignment(sessionId);
  const send = useNotifyServants(sessionId);
  const copy = useCopyAssignments();
  const canSend = useHasAuthority(SENDERS);
  const onMove = (servant: Parameters<typeof move.mutate>[0]['servant'], to: string) =>
    move.mutate({ servant, to });
  const placeName = (id: string) => {
    const c = conferences.data?.find((each) => each.id.value === id);
    return c ? `${c.number}. ${c.name}` : t('responsibilities.planner.servants');
  };
  // What the user asked to send, confirmed first: the whole session, or one conference.
  const [asking, setAsking] = useState<{ readonly conference: Conference | null } | null>(null);
  const servantCount = new Set((conferences.data ?? []).flatMap((c) => c.servants.map((s) => s.id.value)))
    .size;
  const confirmSend = () => send.mutate(asking?.conference?.id.value, { onSettled: () => setAsking(null) });
  return (
    <div className={styles.page}>
      <PlannerSessionBar
        list={list}
        current={current}
        shown={shown}
        onChoose={choose}
        copying={copy.isPending}
        onCopy={() => copy.mutate({ from: sessionId, to: current.id.value })}
      >
        {canSend && (
          <Button
            disabled={servantCount === 0 || send.isPending}
            onClick={() => setAsking({ conference: null })}
            data-testid="conference-send-all"
          >
            {t('conferencePlanner.sendAll')}
          </Button>
        )}
      </PlannerSessionBar>
      <PlannerDnd placeName={placeName} onMove={onMove}>
        <ServantPool servants={servants} />
        <QueryView query={conferences} isEmpty={(l) => l.length === 0} empty={t('conferencePlanner.empty')}>
          {(all) => (
            <div className={styles.columns} data-testid="conference-columns">
              {shown.levels.map(({ name }) => (
                <LevelColumn
                  key={name}
                  level={name}
                  conferences={all.filter((c) => sameLevelName(c.level, name))}
                  onMove={onMove}
                  onSend={(conference) => setAsking({ conference })}
                />
              ))}
            </div>
          )}
        </QueryView>
      </PlannerDnd>
      <ConfirmDialog
        open={asking !== null}
        title={t('conferencePlanner.sendTitle')}
        confirmLabel={t('conferencePlanner.sendConfirm')}
        busy={send.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirmSend}
      >
        {asking?.conference
          ? t('conferencePlanner.sendOneText', { name: asking.conference.name })
          : t('conferencePlanner.sendAllText', { count: servantCount })}
      </ConfirmDialog>
    </div>
  );
}

function LevelColumn(props: {
  readonly level: string;
  readonly conferences: readonly Conference[];
  readonly onMove: Parameters<typeof ConferenceCard>[0]['onMove'];
  readonly onSend: (conference: Conference) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <div className={styles.column} data-testid="level-column" data-level={props.level}>
      <Subtitle2 as="h2" block>
        {t('responsibilities.level', { level: props.level })}
      </Subtitle2>
      {props.conferences.length === 0 && <span>{t('conferencePlanner.noConferences')}</span>}
      {props.conferences.map((c) => (
        <ConferenceCard
          key={c.id.value}
          conference={c}
          onMove={props.onMove}
          onSend={() => props.onSend(c)}
        />
      ))}
    </div>
  );
}
