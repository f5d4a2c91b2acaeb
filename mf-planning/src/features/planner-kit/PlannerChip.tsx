import { makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useDraggable } from '@dnd-kit/core';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Dragged } from './drag.ts';

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
  // A plain button: a planner draws hundreds of chips, and each re-renders when a drag starts or ends.
  remove: {
    minWidth: '24px',
    minHeight: '24px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'transparent',
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase200,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

interface PlannerChipProps<T extends Dragged> {
  /** Unique among the planner's chips: where it is and who it is. */
  readonly dragId: string;
  readonly item: T;
  readonly children: ReactNode;
  /** ✕ takes the item off (back to the pool), with this spoken label. */
  readonly onRemove?: () => void;
  readonly removeLabel?: string;
  /** Test ids and data attributes of the chip. */
  readonly marks?: HTMLAttributes<HTMLSpanElement> & Record<`data-${string}`, string>;
}

/** A chip to drag (by pointer, or by keyboard: Space, arrows, Space); ✕ takes it off. */
export function PlannerChip<T extends Dragged>(props: PlannerChipProps<T>) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: props.dragId,
    data: props.item,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <span
      ref={setNodeRef}
      style={style}
      className={mergeClasses(styles.chip, isDragging && styles.dragging)}
      {...props.marks}
      {...attributes}
      {...listeners}
    >
      {props.children}
      {props.onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={props.removeLabel}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          onClick={props.onRemove}
        >
          ✕
        </button>
      )}
    </span>
  );
}
