import { Button, Caption1, Card, makeStyles, mergeClasses, Text, tokens } from '@cenacle/kit/ui';
import type { PlanEntryBody } from '@cenacle/shared-domain/conferences/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  handle: { cursor: 'grab', touchAction: 'none', minWidth: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface PlanEntryCardProps {
  readonly entry: PlanEntryBody;
  readonly number: number;
  readonly last: boolean;
  readonly onMergeNext: () => void;
  readonly onUngroup: () => void;
  readonly onRemove: () => void;
}

/** One place of a column: its drag handle, number and name, what it was merged from, its actions. */
export function PlanEntryCard({ entry, number, last, onMergeNext, onUngroup, onRemove }: PlanEntryCardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id.value });
  const merged = entry.origins.length > 0;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="plan-entry"
      data-number={number}
      data-merged={merged}
    >
      <Card className={mergeClasses(styles.card, isDragging && styles.dragging)}>
        <div className={styles.head}>
          <Button
            ref={setActivatorNodeRef}
            className={styles.handle}
            appearance="subtle"
            {...attributes}
            {...listeners}
            aria-label={t('mergeConferences.move', { number })}
            data-testid="plan-entry-handle"
          >
            ⠿
          </Button>
          <Text weight="semibold" data-testid="plan-entry-name">
            {t('mergeConferences.entry', { number, name: entry.name })}
          </Text>
        </div>
        {merged && (
          <Caption1>
            {t('mergeConferences.merged', { names: entry.origins.map((o) => o.name).join(', ') })}
          </Caption1>
        )}
        <div className={styles.actions}>
          {!last && (
            <Button
              size="small"
              onClick={onMergeNext}
              aria-label={t('mergeConferences.mergeNextOf', { number })}
            >
              {t('mergeConferences.mergeNext')}
            </Button>
          )}
          {merged && (
            <Button size="small" onClick={onUngroup} aria-label={t('mergeConferences.ungroupOf', { number })}>
              {t('mergeConferences.ungroup')}
            </Button>
          )}
          <Button size="small" onClick={onRemove} aria-label={t('mergeConferences.removeOf', { number })}>
            {t('mergeConferences.remove')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
