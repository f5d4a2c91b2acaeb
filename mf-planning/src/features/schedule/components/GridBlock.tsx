import { makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import type { ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import { useDraggable } from '@dnd-kit/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { shortTime } from '../state/days.ts';
import { PX_PER_MINUTE, snappedMinutes } from '../state/time-grid.ts';
import { useItemTitle } from './DayTable.tsx';

const useStyles = makeStyles({
  block: {
    position: 'absolute',
    left: '4rem',
    right: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'left',
    cursor: 'grab',
    touchAction: 'none',
    userSelect: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px', zIndex: 2 },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2Hover,
    border: `2px solid ${tokens.colorBrandStroke1}`,
  },
  conflicted: { borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  dragging: { boxShadow: tokens.shadow16, zIndex: 3, opacity: 0.9 },
  times: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  resize: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: '6px',
    cursor: 'ns-resize',
    touchAction: 'none',
  },
});

/** What a block reports: a key press, a click; each names the item. */
export interface BlockEvents {
  readonly key: (itemId: string, event: KeyboardEvent<HTMLElement>) => void;
  readonly select: (itemId: string) => void;
}

interface GridBlockProps {
  readonly item: ScheduleItemView;
  readonly number: number;
  readonly top: number;
  readonly height: number;
  readonly selected: boolean;
  readonly conflicted: boolean;
  readonly events: BlockEvents;
}

/** The id of a block's bottom edge for dnd-kit (the block itself is its item's id). */
export const resizeId = (itemId: string) => `resize:${itemId}`;

/**
 * One item on the day's time grid: placed by its start, as tall as it lasts. Dragged it moves, its
 * bottom edge dragged it lasts longer or shorter (both snapped to the grid's step while dragging);
 * focused, the arrow keys move it and Shift with an arrow resizes it, Enter opens its details.
 */
export const GridBlock = memo(function GridBlock(props: GridBlockProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const title = useItemTitle();
  const { item, number, events } = props;
  const move = useDraggable({ id: item.id });
  const resize = useDraggable({ id: resizeId(item.id) });
  const step = (pixels: number) => snappedMinutes(pixels) * PX_PER_MINUTE;
  const dy = move.transform ? step(move.transform.y) : 0;
  const grow = resize.transform ? step(resize.transform.y) : 0;
  const times = t('schedule.item.times', { start: shortTime(item.start), finish: shortTime(item.finish) });
  const name = title(item);
  return (
    <button
      type="button"
      ref={move.setNodeRef}
      {...move.attributes}
      {...move.listeners}
      aria-roledescription={t('schedule.grid.block')}
      aria-label={t('schedule.grid.blockLabel', { n: number, name, times })}
      aria-current={props.selected ? 'true' : undefined}
      className={mergeClasses(
        styles.block,
        props.selected && styles.selected,
        props.conflicted && styles.conflicted,
        (move.isDragging || resize.isDragging) && styles.dragging,
      )}
      style={{
        top: props.top,
        height: Math.max(4, props.height + grow),
        transform: dy ? `translate3d(0, ${dy}px, 0)` : undefined,
      }}
      data-testid="grid-block"
      data-item-id={item.id}
      data-item-type={item.type ?? ''}
      onKeyDown={(e) => events.key(item.id, e)}
      onClick={() => events.select(item.id)}
    >
      <span className={styles.times} data-testid="item-times">
        {times}
      </span>
      <span className={styles.name}>{name}</span>
      <span ref={resize.setNodeRef} className={styles.resize} {...resize.listeners} aria-hidden="true" />
    </button>
  );
});
