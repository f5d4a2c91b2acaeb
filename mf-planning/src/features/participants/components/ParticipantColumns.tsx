import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';
import {
  CancelAction,
  type ParticipantHandlers,
  ParticipantName,
  PresenceActions,
} from './ParticipantActions.tsx';

const useStyles = makeStyles({
  board: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  email: { overflowWrap: 'anywhere' },
});

interface ParticipantColumnsProps {
  readonly participants: readonly Participant[];
  readonly handlers: ParticipantHandlers;
}

/** The column view: a column per level, a card per participant (spec §2 Participants). */
export function ParticipantColumns({ participants, handlers }: ParticipantColumnsProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const byLevel = new Map<string, Participant[]>();
  for (const participant of participants) {
    byLevel.set(participant.level, [...(byLevel.get(participant.level) ?? []), participant]);
  }
  const levels = [...byLevel.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <div className={styles.board} data-testid="participants-columns">
      {levels.map((level) => (
        <section key={level} className={styles.column} data-testid="level-column" data-level={level}>
          <Subtitle2 as="h2" block>
            {t('participants.columns.level', { level, count: byLevel.get(level)?.length ?? 0 })}
          </Subtitle2>
          {byLevel.get(level)?.map((p) => (
            <Card
              key={p.id.value}
              className={styles.card}
              data-testid="participant-card"
              data-email={p.email}
            >
              <ParticipantName participant={p} handlers={handlers} />
              <Caption1 className={styles.email}>{p.email}</Caption1>
              <Text>
                {t('participants.columns.details', {
                  status: t(`participants.status.${p.status}`),
                  children: p.children.length,
                })}
              </Text>
              <PresenceActions participant={p} handlers={handlers} />
              <CancelAction participant={p} handlers={handlers} />
            </Card>
          ))}
        </section>
      ))}
    </div>
  );
}
