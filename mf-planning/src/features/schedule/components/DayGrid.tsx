import { makeStyles, tokens } from '@cenacle/kit/ui';
import type { ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import {
  DndContext,
  type DragEndEvent,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gridHeight, gridRange, heightOf, hourLines, PX_PER_MINUTE, topOf } from '../state/time-grid.ts';
import { type BlockEvents, GridBlock } from './GridBlock.tsx';

const useStyles = makeStyles({
  grid: {
    position: 'relative',
    minWidth: '16rem',
    margin: 0,
    padding: 0,
    border: 'none',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  hour: {
    position: 'absolute',
    left: 0,
    right: 0,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
    pointerEvents: 'none',
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** Drags move along the time axis only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface DayGridProps {
  readonly day: readonly ScheduleItemView[];
  readonly selected: string | null;
  /** Item ids with a servant clash. */
  readonly conflicted: ReadonlySet<string>;
  readonly events: BlockEvents;
  /** A block or its bottom edge dropped `minutes` (whole steps) away from where it was. */
  readonly onDrop: (dragId: string, minutes: number) => void;
  /** What the live region says (the last move, for screen readers). */
  readonly announcement: string;
}

/** The day as a time grid: an hour axis and the items as blocks (spec §4, issue 24 §6). */
export function DayGrid(props: DayGridProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const range = useMemo(() => gridRange(props.day), [props.day]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    const minutes = Math.round(delta.y / PX_PER_MINUTE);
    if (minutes !== 0) props.onDrop(String(active.id), minutes);
  };
  return (
    <DndContext
      sensors={sensors}
      modifiers={[vertical]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('schedule.grid.instructions') },
        announcements: {
          onDragStart: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => t('schedule.drag.cancelled'),
        },
      }}
    >
      <fieldset
        className={styles.grid}
        style={{ height: gridHeight(range) }}
        aria-label={t('schedule.grid.label')}
        data-testid="day-grid"
      >
        {hourLines(range).map((minutes) => (
          <div key={minutes} className={styles.hour} style={{ top: (minutes - range.from) * PX_PER_MINUTE }}>
            {`${String(minutes / 60).padStart(2, '0')}:00`}
          </div>
        ))}
        {props.day.map((item, index) => (
          <GridBlock
            key={item.id}
            item={item}
            number={index + 1}
            top={topOf(item.start, range)}
            height={heightOf(item)}
            selected={props.selected === item.id}
            conflicted={props.conflicted.has(item.id)}
            events={props.events}
          />
        ))}
      </fieldset>
      <div className={styles.visuallyHidden} aria-live="polite" data-testid="grid-announcement">
        {props.announcement}
      </div>
    </DndContext>
  );
}
