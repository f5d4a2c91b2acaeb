import { Button, Card, Field, Input, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { Select, Switch, Textarea } from '@cenacle/kit/ui-extended';
import {
  FORM_ITEM_TYPES,
  type FormItem,
  type FormItemType,
  isChoiceItem,
  isDisplayItem,
} from '@cenacle/shared-domain/registration/rules';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { OptionsEditor } from './OptionsEditor.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  handle: { cursor: 'grab', touchAction: 'none' },
  grow: { flexGrow: 1 },
});

interface ItemCardProps {
  readonly item: FormItem;
  readonly number: number;
  readonly error: (field: string) => string | undefined;
  readonly onChange: (change: Partial<FormItem>) => void;
  readonly onTypeChange: (type: FormItemType) => void;
  readonly onCopy: () => void;
  readonly onDelete: () => void;
  readonly onOptionChange: (position: number, label: string) => void;
  readonly onOptionAdd: () => void;
  readonly onOptionRemove: (position: number) => void;
}

/** One item of the form: its drag handle, type, question, required switch, options and actions. */
export function ItemCard(props: ItemCardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { item, number } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const display = isDisplayItem(item.type);
  const base = `items.${item.index}`;
  const questionLabel = display ? t('registrationForm.item.content') : t('registrationForm.item.question');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, listStyleType: 'none' }}
      data-testid="form-item"
      data-item-type={item.type}
    >
      <Card
        className={mergeClasses(styles.card, isDragging && styles.dragging)}
        role="group"
        aria-label={t('registrationForm.item.label', { n: number })}
      >
        <div className={styles.head}>
          <Button
            ref={setActivatorNodeRef}
            className={styles.handle}
            appearance="subtle"
            {...attributes}
            {...listeners}
            aria-label={t('registrationForm.item.move', { n: number })}
          >
            ⠿
          </Button>
          <Field label={t('registrationForm.item.type')} orientation="horizontal">
            <Select
              value={item.type}
              onChange={(_, data) => props.onTypeChange(data.value as FormItemType)}
              aria-label={t('registrationForm.item.typeOf', { n: number })}
            >
              {FORM_ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`registrationForm.types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <span className={styles.grow} />
          {!display && (
            <Switch
              checked={item.required}
              label={t('registrationForm.item.required')}
              aria-label={t('registrationForm.item.requiredOf', { n: number })}
              onChange={(_, data) => props.onChange({ required: data.checked })}
            />
          )}
          <Button onClick={props.onCopy} aria-label={t('registrationForm.item.copyOf', { n: number })}>
            {t('registrationForm.item.copy')}
          </Button>
          <Button onClick={props.onDelete} aria-label={t('registrationForm.item.deleteOf', { n: number })}>
            {t('registrationForm.item.delete')}
          </Button>
        </div>
        <Field label={questionLabel} required validationMessage={props.error(`${base}.question`)}>
          {display || item.type === 'LONG_TEXT' ? (
            <Textarea
              value={item.question}
              aria-label={t('registrationForm.item.questionOf', { n: number })}
              onChange={(_, data) => props.onChange({ question: data.value })}
            />
          ) : (
            <Input
              value={item.question}
              aria-label={t('registrationForm.item.questionOf', { n: number })}
              onChange={(_, data) => props.onChange({ question: data.value })}
            />
          )}
        </Field>
        {isChoiceItem(item.type) && (
          <OptionsEditor
            itemNumber={number}
            options={item.options}
            error={(position) => props.error(`${base}.options.${position}`)}
            listError={props.error(`${base}.options`)}
            onChange={props.onOptionChange}
            onAdd={props.onOptionAdd}
            onRemove={props.onOptionRemove}
          />
        )}
        {item.type === 'CHECKBOX' && item.options.length === 0 && (
          <span>{t('registrationForm.item.singleCheckbox')}</span>
        )}
        {item.type === 'GENDER' && <span>{t('registrationForm.item.genderHint')}</span>}
        {item.type === 'AGE' && <span>{t('registrationForm.item.ageHint')}</span>}
      </Card>
    </li>
  );
}
