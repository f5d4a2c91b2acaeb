import { makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { ParticipantSummary as Summary } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalM,
  },
});

const COUNTS = ['total', 'participants', 'servants', 'children', 'present', 'waiting'] as const;

/**
 * The counts as people read them: the registrations holding a place in all, then participants and
 * servants apart (the API counts servants among the registrations), children, present, waiting.
 */
export function summaryCounts(summary: Summary): Record<(typeof COUNTS)[number], number> {
  return {
    total: summary.participants,
    participants: summary.participants - summary.servants,
    servants: summary.servants,
    children: summary.children,
    present: summary.present,
    waiting: summary.waiting,
  };
}

/** The session's counts (spec §2: per level, children, servants, present; and the waiting list). */
export function ParticipantSummary({ summary }: { readonly summary: Summary }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const counts = summaryCounts(summary);
  return (
    <div data-testid="participants-summary">
      <div className={styles.counts}>
        {COUNTS.map((count) => (
          <Text key={count} data-testid={`summary-${count}`} data-count={counts[count]}>
            {t(`participants.summary.${count}`)}: <strong>{counts[count]}</strong>
          </Text>
        ))}
      </div>
      <div className={styles.counts}>
        {summary.perLevel.map(({ level, count }) => (
          <Badge key={level} appearance="outline" data-testid="summary-level" data-level={level}>
            {`${level}: ${count}`}
          </Badge>
        ))}
      </div>
    </div>
  );
}
