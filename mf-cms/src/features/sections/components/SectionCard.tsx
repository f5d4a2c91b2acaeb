import { Button, Caption1, Card, makeStyles, mergeClasses, Subtitle2, tokens } from '@cenacle/kit/ui';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import { shortenText } from '@cenacle/shared-domain/content/rules';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // On a narrow screen the buttons go to a line of their own rather than squeeze the summary.
  card: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1 },
  handle: { cursor: 'grab', touchAction: 'none' },
  body: { flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column' },
});

/** What a section says, in a line: its headings and words, without markup. */
export function sectionSummary(component: InfoComponent): string {
  const words = component.section.columns.flatMap((column) =>
    column.elements.filter((e) => e.type !== 'PHOTO').map((e) => e.content),
  );
  return shortenText(words.join(' '), 120);
}

/** One section of the page: its drag handle (mouse, touch or keyboard), summary and actions. */
export function SectionCard(props: {
  readonly component: InfoComponent;
  readonly number: number;
  readonly onEdit: () => void;
  readonly onHistory: () => void;
  readonly onDelete: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const { component, number } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: component.id.value });
  const name = component.name || t('sections.unnamed', { number });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="section-row"
      data-section-id={component.id.value}
    >
      <Card className={mergeClasses(styles.card, isDragging && styles.dragging)}>
        <Button
          ref={setActivatorNodeRef}
          className={styles.handle}
          appearance="subtle"
          {...attributes}
          {...listeners}
          aria-label={t('sections.move', { name })}
          icon={<span aria-hidden="true">⠿</span>}
        />
        <div className={styles.body}>
          <Subtitle2>{name}</Subtitle2>
          <Caption1>{sectionSummary(component) || t('sections.noWords')}</Caption1>
        </div>
        <Button onClick={props.onEdit} aria-label={t('sections.editOf', { name })}>
          {t('sections.edit')}
        </Button>
        <Button onClick={props.onHistory} aria-label={t('sections.historyOf', { name })}>
          {t('sections.history')}
        </Button>
        <Button onClick={props.onDelete} aria-label={t('sections.deleteOf', { name })}>
          {t('sections.delete')}
        </Button>
      </Card>
    </li>
  );
}
