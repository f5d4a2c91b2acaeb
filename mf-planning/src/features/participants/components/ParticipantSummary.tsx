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

const COUNTS = ['participants', 'children', 'servants', 'present', 'waiting'] as const;

/** The session's counts (spec §2: per level, children, servants, present; and the waiting list). */
export function ParticipantSummary({ summary }: { readonly summary: Summary }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  return (
    <div data-testid="participants-summary">
      <div className={styles.counts}>
        {COUNTS.map((count) => (
          <Text key={count} data-testid={`summary-${count}`} data-count={summary[count]}>
            {t(`participants.summary.${count}`)}: <strong>{summary[count]}</strong>
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
