import { Button, Card, makeStyles, mergeClasses, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '12rem',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  over: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  card: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalS },
  handle: {
    flexGrow: 1,
    cursor: 'grab',
    textAlign: 'start',
    border: 'none',
    background: 'none',
    padding: tokens.spacingVerticalXS,
    font: 'inherit',
    color: 'inherit',
  },
});

interface ServantColumnProps {
  readonly id: string;
  readonly title: string;
  readonly servants: readonly Servant[];
  /** The button's way to the other column (the same as dragging there). */
  readonly onMove: (servant: Servant) => void;
  readonly moveLabel: string;
  /** The button's accessible name for one servant (the move and his name). */
  readonly moveNamed: (name: string) => string;
}

/** One column of the session-servants planner: a drop target listing servants one can drag out. */
export function ServantColumn({ id, title, servants, onMove, moveLabel, moveNamed }: ServantColumnProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      className={mergeClasses(styles.column, isOver && styles.over)}
      data-testid={id}
      aria-label={title}
    >
      <Subtitle2>{t('sessionServants.columnTitle', { title, count: servants.length })}</Subtitle2>
      {servants.length === 0 && <Text>{t('sessionServants.emptyColumn')}</Text>}
      {servants.map((servant) => (
        <ServantCard
          key={servant.id.value}
          servant={servant}
          onMove={onMove}
          moveLabel={moveLabel}
          moveNamed={moveNamed}
        />
      ))}
    </section>
  );
}

function ServantCard(props: {
  readonly servant: Servant;
  readonly onMove: (s: Servant) => void;
  readonly moveLabel: string;
  readonly moveNamed: (name: string) => string;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { servant } = props;
  const name = `${servant.firstname} ${servant.lastname}`;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: servant.id.value });
  return (
    <Card
      ref={setNodeRef}
      className={styles.card}
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.6 : 1 }}
      data-testid="planner-servant"
      data-email={servant.email}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={t('sessionServants.drag.handle', { name })}
        {...attributes}
        {...listeners}
      >
        {name}
      </button>
      <Button size="small" onClick={() => props.onMove(servant)} aria-label={props.moveNamed(name)}>
        {props.moveLabel}
      </Button>
    </Card>
  );
}
