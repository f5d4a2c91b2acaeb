import { Button, Card, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { RowActions } from '../hooks/useRowActions.ts';
import type { EditItem } from '../state/day-edits.ts';
import { ItemDetails, ItemFields } from './EditItemFields.tsx';
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
  /** The row's servant clashes, `ref:servantId` joined by spaces (a string, so it compares by value). */
  readonly conflicts: string;
  readonly actions: RowActions;
}

/**
 * One item of the day being edited. Only the sortable frame and the drag handle re-render with
 * every drag; the fields, levels and servants are memoized and re-render when their item changes.
 */
export function EditItemRow(props: EditItemRowProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { item, number } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="edit-item"
      data-item-type={item.type ?? ''}
    >
      <Card
        className={mergeClasses(styles.card, isDragging && styles.dragging)}
        role="group"
        aria-label={t('schedule.item.label', { n: number })}
      >
        <div className={styles.head}>
          <Button
            ref={setActivatorNodeRef}
            className={styles.handle}
            appearance="subtle"
            aria-label={t('schedule.item.move', { n: number })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </Button>
          <ItemFields {...props} />
        </div>
        <ItemDetails {...props} />
      </Card>
    </li>
  );
}
