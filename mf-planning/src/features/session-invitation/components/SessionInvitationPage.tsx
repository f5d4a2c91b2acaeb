import { formatDate } from '@cenacle/kit';
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  QueryView,
  Text,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { SessionParticipation } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  confirmOwnPresence,
  fetchParticipation,
  fetchSessionInfo,
  invitationKeys,
} from '../api/invitation.api.ts';

const useStyles = makeStyles({
  card: { maxWidth: '40rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/session-invitation?session={id}`: the signed-in person sees the session and confirms they come. */
export function SessionInvitationPage({ sessionId }: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const session = useQuery({
    queryKey: invitationKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSessionInfo(sessionId, signal),
    retry: false,
  });
  return (
    <section data-testid="session-invitation">
      <Title2 as="h1" block>
        {t('invitation.title')}
      </Title2>
      <QueryView query={session} loadingLabel={t('invitation.loading')}>
        {(data) => (
          <Card className={styles.card}>
            <SessionSummary session={data} />
            <Presence sessionId={sessionId} />
          </Card>
        )}
      </QueryView>
    </section>
  );
}

function SessionSummary({ session }: { readonly session: SchoolSession }) {
  const { t } = useTranslation('planning');
  return (
    <Text data-testid="invitation-session">
      {t('invitation.session', {
        season: t(`season.${session.season}`),
        from: session.dateFrom ? formatDate(session.dateFrom) : '',
        to: session.dateTo ? formatDate(session.dateTo) : '',
        branch: session.branch?.name ?? '',
      })}
    </Text>
  );
}

function Presence({ sessionId }: { readonly sessionId: string }) {
  const queryClient = useQueryClient();
  const participation = useQuery({
    queryKey: invitationKeys.participation(sessionId),
    queryFn: ({ signal }) => fetchParticipation(sessionId, signal),
  });
  const confirm = useMutation({
    mutationFn: () => confirmOwnPresence(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.participation(sessionId) }),
  });
  return (
    <QueryView query={participation}>
      {(state) => <PresenceState state={state} busy={confirm.isPending} onConfirm={() => confirm.mutate()} />}
    </QueryView>
  );
}

function PresenceState(props: {
  readonly state: SessionParticipation;
  readonly busy: boolean;
  readonly onConfirm: () => void;
}) {
  const { t } = useTranslation('planning');
  const { state } = props;
  type NoticeKey = 'invitation.notRegistered' | 'invitation.confirmed' | 'invitation.waiting';
  const notice = (key: NoticeKey, intent: 'info' | 'warning' | 'success', testId: string) => (
    <MessageBar intent={intent} data-testid={testId}>
      <MessageBarBody>{t(key)}</MessageBarBody>
    </MessageBar>
  );
  if (!state.participant) return notice('invitation.notRegistered', 'warning', 'invitation-not-registered');
  if (state.presence) return notice('invitation.confirmed', 'success', 'invitation-confirmed');
  return (
    <>
      {state.waiting && notice('invitation.waiting', 'info', 'invitation-waiting')}
      <Text>{t('invitation.question')}</Text>
      <Button
        appearance="primary"
        data-testid="confirm-own-presence"
        disabled={props.busy}
        onClick={props.onConfirm}
      >
        {t('invitation.confirm')}
      </Button>
    </>
  );
}
