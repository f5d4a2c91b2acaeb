import { Button, Card, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActions } from '../hooks/useRowActions.ts';
import type { EditItem } from '../state/day-edits.ts';
import { ItemDetails, ItemFields, sameRow } from './EditItemFields.tsx';
import type { ResponsibilityChoice } from './ItemResponsibility.tsx';
import type { ServantChoice } from './ItemServants.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

export interface EditItemRowProps {
  readonly item: EditItem;
  readonly number: number;
  readonly levels: readonly string[];
  readonly servants: readonly ServantChoice[];
  /** The session's responsibilities an item may name. */
  readonly responsibilities: readonly ResponsibilityChoice[];
  /** The row's servant clashes, `ref:servantId` joined by spaces (a string, so it compares by value). */
  readonly conflicts: string;
  readonly actions: RowActions;
}

/** What the drag handle needs from the sortable row (dnd-kit keeps these objects while they hold). */
interface Handle {
  readonly attributes: ReturnType<typeof useSortable>['attributes'];
  readonly listeners: ReturnType<typeof useSortable>['listeners'];
  readonly setActivatorNodeRef: ReturnType<typeof useSortable>['setActivatorNodeRef'];
}

/**
 * One item of the day being edited. A drag re-renders every sortable row (their places move); the
 * card inside is memoized and re-renders only when its item, number, drag state or handle changes.
 */
export function EditItemRow(props: EditItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="edit-item"
      data-item-type={props.item.type ?? ''}
    >
      <RowCard {...props} isDragging={isDragging} handle={{ attributes, listeners, setActivatorNodeRef }} />
    </li>
  );
}

type RowCardProps = EditItemRowProps & { readonly isDragging: boolean; readonly handle: Handle };

const RowCard = memo(
  function RowCard(props: RowCardProps) {
    const { t } = useTranslation('planning');
    const styles = useStyles();
    const { number, handle } = props;
    return (
      <Card
        className={mergeClasses(styles.card, props.isDragging && styles.dragging)}
        role="group"
        aria-label={t('schedule.item.label', { n: number })}
      >
        <div className={styles.head}>
          <Button
            ref={handle.setActivatorNodeRef}
            className={styles.handle}
            appearance="subtle"
            aria-label={t('schedule.item.move', { n: number })}
            {...handle.attributes}
            {...handle.listeners}
          >
            ⠿
          </Button>
          <ItemFields {...props} />
        </div>
        <ItemDetails {...props} />
      </Card>
    );
  },
  (a, b) =>
    a.isDragging === b.isDragging &&
    a.handle.attributes === b.handle.attributes &&
    a.handle.listeners === b.handle.listeners &&
    a.handle.setActivatorNodeRef === b.handle.setActivatorNodeRef &&
    sameRow(a, b),
);
