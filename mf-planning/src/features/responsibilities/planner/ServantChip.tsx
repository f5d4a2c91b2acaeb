import { Button, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { type DraggedServant, dragId } from './drag.ts';

const useStyles = makeStyles({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'grab',
    touchAction: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  dragging: { opacity: 0.6, zIndex: 10, position: 'relative' },
});

/** A servant to drag (by pointer, or by keyboard: Space, arrows, Space); ✕ takes him off. */
export function ServantChip(props: { readonly servant: DraggedServant; readonly onRemove?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: dragId(props.servant),
    data: props.servant,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <span
      ref={setNodeRef}
      style={style}
      className={mergeClasses(styles.chip, isDragging && styles.dragging)}
      data-testid="servant-chip"
      data-user={props.servant.userId}
      {...attributes}
      {...listeners}
    >
      {props.servant.name}
      {props.onRemove && (
        <Button
          size="small"
          appearance="transparent"
          aria-label={t('responsibilities.planner.remove', { name: props.servant.name })}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          onClick={props.onRemove}
        >
          ✕
        </Button>
      )}
    </span>
  );
}
