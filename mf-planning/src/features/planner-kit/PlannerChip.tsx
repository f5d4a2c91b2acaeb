import { makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useDraggable } from '@dnd-kit/core';
import {
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
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

type Arming = 'pointer' | 'focus';

/**
 * A chip to drag (by pointer, or by keyboard: Space, arrows, Space); ✕ takes it off.
 *
 * A chip joins the drag and drop only while the pointer is over it or it has the focus: every
 * draggable re-renders whenever a drag starts or ends, and a planner shows hundreds of chips, so the
 * ones at rest stay out of it. Armed by focus, the chip takes the focus back after it is redrawn.
 */
export function PlannerChip<T extends Dragged>(props: PlannerChipProps<T>) {
  const [armed, setArmed] = useState<Arming | null>(null);
  return armed ? (
    <ArmedChip {...props} refocus={armed === 'focus'} onRest={() => setArmed(null)} />
  ) : (
    <RestingChip {...props} onArm={setArmed} />
  );
}

/** The ✕ of a chip; its own events never start a drag. */
function RemoveButton(props: { readonly label?: string; readonly onRemove: () => void }) {
  const styles = useStyles();
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={props.label}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onClick={props.onRemove}
    >
      ✕
    </button>
  );
}

function RestingChip<T extends Dragged>(
  props: PlannerChipProps<T> & { readonly onArm: (how: Arming) => void },
) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the chip holds its own ✕ button, which a <button> may not contain; dnd-kit gives armed chips the same role.
    <span
      role="button"
      tabIndex={0}
      aria-roledescription="draggable"
      aria-pressed={false}
      className={styles.chip}
      {...props.marks}
      // At once, not at React's leisure: the press that follows must find the chip armed.
      onPointerEnter={() => flushSync(() => props.onArm('pointer'))}
      // The chip itself, not its ✕: the ✕ keeps its focus.
      onFocus={(e) => e.target === e.currentTarget && props.onArm('focus')}
    >
      {props.children}
      {props.onRemove && <RemoveButton label={props.removeLabel} onRemove={props.onRemove} />}
    </span>
  );
}

function ArmedChip<T extends Dragged>(
  props: PlannerChipProps<T> & { readonly refocus: boolean; readonly onRest: () => void },
) {
  const styles = useStyles();
  const node = useRef<HTMLSpanElement | null>(null);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: props.dragId,
    data: props.item,
  });
  const refocus = props.refocus;
  useLayoutEffect(() => {
    if (refocus) node.current?.focus();
  }, [refocus]);
  const rest = () => {
    if (!isDragging) props.onRest();
  };
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes, spread below, make it a button.
    <span
      ref={(element) => {
        node.current = element;
        setNodeRef(element);
      }}
      style={style}
      className={mergeClasses(styles.chip, isDragging && styles.dragging)}
      {...props.marks}
      {...attributes}
      {...listeners}
      onPointerLeave={() => document.activeElement !== node.current && rest()}
      onBlur={(e: FocusEvent<HTMLSpanElement>) => !e.currentTarget.contains(e.relatedTarget) && rest()}
    >
      {props.children}
      {props.onRemove && <RemoveButton label={props.removeLabel} onRemove={props.onRemove} />}
    </span>
  );
}
