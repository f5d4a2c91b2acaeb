import { formatDate, isApiError, useAuth } from '@cenacle/kit';
import { useNavigate } from '@cenacle/kit/router';
import { MessageBar, MessageBarBody, makeStyles, Spinner, Title2, tokens } from '@cenacle/kit/ui';
import { SEASONS, type Season } from '@cenacle/shared-domain/organisation/rules';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlannerSessionBar } from '../../planner-kit/PlannerSessionBar.tsx';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { useDeskActions } from '../hooks/useDeskActions.ts';
import { useDeskLive } from '../hooks/useDeskLive.ts';
import { useDeskRoster } from '../hooks/useDeskRoster.ts';
import { useDeskSync } from '../hooks/useDeskSync.ts';
import { localView } from '../state/apply-action.ts';
import { dropExpiredRosters } from '../state/desk-db.ts';
import { dismiss, syncNow } from '../state/desk-queue.ts';
import { rememberDeskSession } from '../state/last-session.ts';
import { AttentionList } from './AttentionList.tsx';
import { DeskSearch } from './DeskSearch.tsx';
import { DeskStatus } from './DeskStatus.tsx';
import { LiveView } from './LiveView.tsx';
import { PersonCard } from './PersonCard.tsx';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
  main: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start' },
  aside: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start' },
});

/** The arrival desk of one session, for the signed-in staff member on this device. */
/**
 * The session as the desk's title names it: its season in words, its dates and its branch (the
 * roster carries the season's code as the session's name: sessions have no name of their own).
 */
function rosterSessionLabel(
  session: {
    readonly name: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly branch: string;
  },
  t: TFunction<'planning'>,
): string {
  const season = (SEASONS as readonly string[]).includes(session.name)
    ? t(`season.${session.name as Season}`)
    : session.name;
  const dates = [session.startDate, session.endDate].filter(Boolean).map(formatDate);
  return [season, [...new Set(dates)].join(' – '), session.branch].filter(Boolean).join(' · ');
}

export function DeskPage({ sessionId }: { readonly sessionId: string }) {
  const accountId = useAuth((s) => s.account?.id.value);
  if (!accountId) return null;
  return <DeskSession sessionId={sessionId} accountId={accountId} />;
}

function DeskSession({ sessionId, accountId }: { readonly sessionId: string; readonly accountId: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const navigate = useNavigate();
  const sessions = useSessions();
  const roster = useDeskRoster(sessionId, accountId);
  const sync = useDeskSync(sessionId, accountId);
  const actions = useDeskActions(sessionId, accountId);
  const live = useDeskLive(sessionId, !sync.offline);

  useEffect(() => {
    rememberDeskSession(sessionId);
    void dropExpiredRosters();
  }, [sessionId]);

  const view = useMemo(
    () =>
      roster.data
        ? localView(
            roster.data.roster,
            sync.pending.map((entry) => entry.action),
          )
        : null,
    [roster.data, sync.pending],
  );
  const offline = sync.offline || roster.data?.fromDevice === true;
  const list = sessions.data ?? [];
  const current = list.find((s) => s.id.value === sessionId);

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <Title2 as="h1" block>
          {t('desk.title', { session: view ? rosterSessionLabel(view.session, t) : '' })}
        </Title2>
        {current && (
          <PlannerSessionBar
            list={list}
            current={current}
            shown={current}
            onChoose={(id) => navigate(`/desk/${encodeURIComponent(id)}`)}
          />
        )}
        <DeskStatus
          offline={offline}
          waiting={sync.pending.length}
          syncing={sync.syncing}
          denied={sync.denied}
          fromDeviceSince={roster.data?.fromDevice ? roster.data.savedAt : null}
          onSendNow={() => void syncNow(sessionId, accountId)}
        />
        <AttentionList
          refused={sync.refused}
          people={view?.people ?? []}
          onDismiss={(commandId) => void dismiss(sessionId, accountId, commandId)}
        />
        {roster.isPending && <Spinner size="small" label={t('desk.search.hint')} role="status" />}
        {roster.isError && (
          <MessageBar intent="error" role="alert" data-testid="desk-roster-error">
            <MessageBarBody>
              {isApiError(roster.error) && roster.error.status === 403
                ? t('desk.status.forbidden')
                : t('desk.status.unavailable')}
            </MessageBarBody>
          </MessageBar>
        )}
        {view && (
          <DeskSearch
            people={view.people}
            renderCard={(person) => (
              <PersonCard
                key={person.participantId}
                person={person}
                sessionId={sessionId}
                actions={actions}
                offline={offline}
              />
            )}
          />
        )}
      </div>
      <aside className={styles.aside}>
        <LiveView live={live} offline={offline} />
      </aside>
    </div>
  );
}
