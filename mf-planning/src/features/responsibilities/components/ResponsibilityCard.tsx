import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import { connectionId, isPerLevel } from '@cenacle/shared-domain/responsibilities/rules';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../planner-kit/DropZone.tsx';
import { type DraggedServant, POOL } from '../planner/drag.ts';
import { ServantChip } from '../planner/ServantChip.tsx';
import { servantName } from '../planner/ServantPool.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // A title that does not fit beside its buttons takes the line and puts them below; it wraps
  // between words, only a word longer than the whole card is split (issue 24 §7).
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'break-word' },
});

/** The drop places of a responsibility: one, or one per level of the session (`id__level`). */
function responsibilityPlaces(r: Responsibility, levels: readonly string[]) {
  return isPerLevel(r.type, r.level)
    ? levels.map((level) => ({ id: connectionId(r.id.value, level), level }))
    : [{ id: r.id.value, level: r.level }];
}

interface ResponsibilityCardProps {
  readonly responsibility: Responsibility;
  readonly levels: readonly string[];
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onMove: (servant: DraggedServant, to: string) => void;
}

/** One container of the planner: the responsibility, its places and the servants in them. */
export function ResponsibilityCard({
  responsibility: r,
  levels,
  onEdit,
  onDelete,
  onMove,
}: ResponsibilityCardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid="responsibility-card" data-name={r.name}>
      <div className={styles.head}>
        <Subtitle2 as="h3" block className={styles.name}>
          {r.name}
        </Subtitle2>
        <Button
          size="small"
          appearance="subtle"
          onClick={onEdit}
          aria-label={t('responsibilities.edit', { name: r.name })}
        >
          ✎
        </Button>
        <Button
          size="small"
          appearance="subtle"
          onClick={onDelete}
          aria-label={t('responsibilities.delete', { name: r.name })}
        >
          ✕
        </Button>
      </div>
      {r.type && <Text size={200}>{t(`responsibilities.types.${r.type}`)}</Text>}
      {responsibilityPlaces(r, levels).map((place) => (
        <div key={place.id}>
          {place.level && <Text size={200}>{t('responsibilities.level', { level: place.level })}</Text>}
          <DropZone id={place.id} label={place.level ? `${r.name} – ${place.level}` : r.name}>
            {r.servants
              .filter((s) => s.connectionId === place.id)
              .map((s) => {
                const servant = { userId: s.user.value, name: servantName(s), from: place.id };
                return (
                  <ServantChip key={s.user.value} servant={servant} onRemove={() => onMove(servant, POOL)} />
                );
              })}
          </DropZone>
        </div>
      ))}
    </Card>
  );
}
