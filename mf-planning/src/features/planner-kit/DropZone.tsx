import { makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignContent: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    minHeight: '48px',
    minInlineSize: 0,
    margin: 0,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  over: { backgroundColor: tokens.colorBrandBackground2, border: `1px dashed ${tokens.colorBrandStroke1}` },
});

/** A place servants are dropped into; `data-over` tells tests (and styles) it is the target. */
export function DropZone(props: {
  readonly id: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  const styles = useStyles();
  const { setNodeRef, isOver } = useDroppable({ id: props.id });
  return (
    <fieldset
      ref={setNodeRef}
      aria-label={props.label}
      data-testid="drop-zone"
      data-zone={props.id}
      data-over={isOver ? 'true' : 'false'}
      className={mergeClasses(styles.zone, isOver && styles.over)}
    >
      {props.children}
    </fieldset>
  );
}
