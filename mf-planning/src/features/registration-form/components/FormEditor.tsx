import {
  Button,
  Card,
  Field,
  FormMessage,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SubmitButton,
  Subtitle2,
  tokens,
} from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import {
  FORM_ITEM_TYPES,
  type FormItemType,
  MAX_FORM_ITEMS,
} from '@cenacle/shared-domain/registration/rules';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormValues, useFormEditor } from '../hooks/useRegistrationForm.ts';
import {
  addItem,
  addOption,
  changeType,
  copyItem,
  deleteItem,
  moveItem,
  removeOption,
  setOption,
  updateItem,
} from '../state/editor-items.ts';
import { FixedFields } from './FixedFields.tsx';
import { ItemCard } from './ItemCard.tsx';

const RichTextEditor = lazy(() => import('../../branches/components/RichTextEditor.tsx'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  texts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  items: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  /** The whole editor, disabled at once for those who only read the form. */
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
});

/**
 * A rich text of the form: the editor, or for those who only read the form the text as saved (the
 * server keeps only harmless HTML).
 */
function RichTextField(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly readOnly: boolean;
  readonly onChange: (html: string) => void;
}) {
  return (
    <Field label={props.label} validationMessage={props.error}>
      {props.readOnly ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved
        <div data-testid={props.id} dangerouslySetInnerHTML={{ __html: props.value }} />
      ) : (
        <Suspense fallback={null}>
          <RichTextEditor id={props.id} label={props.label} value={props.value} onChange={props.onChange} />
        </Suspense>
      )}
    </Field>
  );
}

/**
 * The form of one session: its texts, the fixed fields, the items (drag to reorder), save. With
 * `readOnly` (servants: spec §6 does not give them the form) every control is disabled and there is
 * nothing to add or save.
 */
export function FormEditor(props: {
  readonly sessionId: string;
  readonly initial: FormValues;
  readonly readOnly?: boolean;
  /** The version of the form loaded; saves send it back. */
  readonly version: number;
  /** Loads the form as it now is and starts the editor again from it. */
  readonly onReload: () => void;
}) {
  const readOnly = props.readOnly ?? false;
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const { form, stale } = useFormEditor(props.sessionId, props.initial, props.version);
  const { items } = form.values;
  const [newType, setNewType] = useState<FormItemType>('TEXT');
  const [deleting, setDeleting] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const setItems = (next: FormValues['items']) => form.set('items', next);
  const numberOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('registrationForm.drag.picked', { n: numberOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('registrationForm.drag.over', { n: numberOf(over.id) }) : undefined),
    onDragEnd: ({ over }) =>
      over ? t('registrationForm.drag.dropped', { n: numberOf(over.id) }) : undefined,
    onDragCancel: () => t('registrationForm.drag.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setItems(moveItem(items, String(active.id), String(over.id)));
  };
  const deletingNumber = deleting ? numberOf(deleting) : 0;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void (readOnly ? e.preventDefault() : form.submit(e))}
      data-testid="registration-form-editor"
    >
      {readOnly && (
        <MessageBar intent="info" data-testid="registration-form-read-only">
          <MessageBarBody>{t('registrationForm.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <fieldset className={styles.fields} disabled={readOnly}>
        <Card className={styles.texts}>
          <Subtitle2 as="h2" block>
            {t('registrationForm.texts.title')}
          </Subtitle2>
          <Field label={t('registrationForm.texts.formTitle')} validationMessage={form.error('title')}>
            <Input value={form.values.title} onChange={(_, d) => form.set('title', d.value)} />
          </Field>
          <RichTextField
            id="registration-form-description"
            label={t('registrationForm.texts.description')}
            value={form.values.description}
            error={form.error('description')}
            readOnly={readOnly}
            onChange={(html) => form.set('description', html)}
          />
          <Field
            label={t('registrationForm.texts.successTitle')}
            validationMessage={form.error('successTitle')}
          >
            <Input value={form.values.successTitle} onChange={(_, d) => form.set('successTitle', d.value)} />
          </Field>
          <RichTextField
            id="registration-form-success"
            label={t('registrationForm.texts.successContent')}
            value={form.values.successContent}
            error={form.error('successContent')}
            readOnly={readOnly}
            onChange={(html) => form.set('successContent', html)}
          />
        </Card>

        <FixedFields />

        <section aria-label={t('registrationForm.items.title')}>
          <Subtitle2 as="h2" block>
            {t('registrationForm.items.title')}
          </Subtitle2>
          {items.length === 0 && <p>{t('registrationForm.items.empty')}</p>}
          <DndContext
            sensors={readOnly ? [] : sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('registrationForm.drag.instructions') },
            }}
          >
            <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
              <ol className={styles.items} data-testid="form-items">
                {items.map((item, position) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    number={position + 1}
                    error={form.error}
                    onChange={(change) => setItems(updateItem(items, item.id, change))}
                    onTypeChange={(type) => setItems(changeType(items, item.id, type))}
                    onCopy={() => items.length < MAX_FORM_ITEMS && setItems(copyItem(items, item.id))}
                    onDelete={() => setDeleting(item.id)}
                    onOptionChange={(at, label) => setItems(setOption(items, item.id, at, label))}
                    onOptionAdd={() => setItems(addOption(items, item.id))}
                    onOptionRemove={(at) => setItems(removeOption(items, item.id, at))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </section>

        {!readOnly && (
          <div className={styles.add}>
            <Field label={t('registrationForm.items.newType')}>
              <Select value={newType} onChange={(_, d) => setNewType(d.value as FormItemType)}>
                {FORM_ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`registrationForm.types.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              disabled={items.length >= MAX_FORM_ITEMS}
              onClick={() => setItems(addItem(items, newType))}
            >
              {t('registrationForm.items.add')}
            </Button>
          </div>
        )}
      </fieldset>

      {!readOnly && (
        <>
          <FormMessage message={form.formError} />
          <div className={styles.actions}>
            <SubmitButton busy={form.submitting}>{t('registrationForm.save')}</SubmitButton>
            {stale && (
              <Button onClick={props.onReload} data-testid="registration-form-reload">
                {t('registrationForm.reload')}
              </Button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('registrationForm.delete.title')}
        confirmLabel={t('registrationForm.delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) setItems(deleteItem(items, deleting));
          setDeleting(null);
        }}
      >
        {t('registrationForm.delete.text', { n: deletingNumber })}
      </ConfirmDialog>
    </form>
  );
}
