import { Button, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** What a row or card can do with its participant, shared by the table and the column views. */
export interface ParticipantHandlers {
  /** The participant whose presence is being confirmed, if any. */
  readonly confirming: string | null;
  readonly onOpen: (participant: Participant) => void;
  readonly onConfirm: (participant: Participant) => void;
  readonly onIndex: (participant: Participant) => void;
  readonly onCancel: (participant: Participant) => void;
}

/** The payment dialog of the accounting page, opened for this participant. */
export const paymentPath = (participant: Participant) =>
  `/accounting?session=${encodeURIComponent(participant.session.value)}&participant=${encodeURIComponent(participant.id.value)}`;

/** Spec §3: unconfirmed shows confirm-presence; confirmed shows get-payment and save-index. */
export function PresenceActions({
  participant,
  handlers,
}: {
  readonly participant: Participant;
  readonly handlers: ParticipantHandlers;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  if (participant.status === 'CANCELLED') return null;
  if (!participant.presence) {
    return (
      <Button
        size="small"
        data-testid="confirm-presence"
        disabled={handlers.confirming === participant.id.value}
        onClick={() => handlers.onConfirm(participant)}
      >
        {t('participants.confirmPresence')}
      </Button>
    );
  }
  return (
    <span className={styles.actions}>
      <Badge appearance="tint" color="success">
        {t('participants.present')}
      </Badge>
      <RouterLink to={paymentPath(participant)} data-testid="get-payment">
        {t('participants.getPayment')}
      </RouterLink>
      <Button size="small" data-testid="save-index" onClick={() => handlers.onIndex(participant)}>
        {participant.index ? t('participants.index.edit') : t('participants.index.open')}
      </Button>
    </span>
  );
}

export function CancelAction({
  participant,
  handlers,
}: {
  readonly participant: Participant;
  readonly handlers: ParticipantHandlers;
}) {
  const { t } = useTranslation('planning');
  if (participant.status === 'CANCELLED') return null;
  return (
    <Button
      size="small"
      appearance="subtle"
      data-testid="cancel-registration"
      onClick={() => handlers.onCancel(participant)}
    >
      {t('participants.cancel')}
    </Button>
  );
}

/** The participant's name, opening the participant form in preview. */
export function ParticipantName({
  participant,
  handlers,
}: {
  readonly participant: Participant;
  readonly handlers: ParticipantHandlers;
}) {
  const { t } = useTranslation('planning');
  const name = `${participant.firstname} ${participant.lastname}`;
  return (
    <Button
      appearance="transparent"
      data-testid="open-participant"
      aria-label={t('participants.open', { name })}
      onClick={() => handlers.onOpen(participant)}
    >
      {name}
    </Button>
  );
}
