import {
  Button,
  Field,
  FormMessage,
  Input,
  makeStyles,
  SubmitButton,
  Subtitle1,
  tokens,
} from '@cenacle/kit/ui';
import {
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Select,
} from '@cenacle/kit/ui-extended';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import type { CssLayout, Device } from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageScope } from '../../sections/api/sections.api.ts';
import { useSectionForm } from '../hooks/useSectionForm.ts';
import {
  moveElement,
  newElement,
  previewOf,
  removeElement,
  type SectionDraft,
  updateColumn,
  updateElement,
  withColumnCount,
  withLayout,
} from '../section-draft.ts';
import { ColumnEditor } from './ColumnEditor.tsx';
import { LayoutEditor } from './LayoutEditor.tsx';
import { DeviceSwitch, SectionPreview } from './SectionPreview.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1400px, 98vw)', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  columns: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
});

/**
 * The section editor: name, one or two columns of elements, the layouts of the device chosen in the
 * switch, and the live preview at that device's width. Closing with unsaved changes asks first.
 */
export function SectionEditorDialog(props: {
  readonly scope: PageScope;
  readonly component: InfoComponent | null;
  readonly onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const { form, changed, stale, reload } = useSectionForm(props.scope, props.component, props.onClose);
  const [device, setDevice] = useState<Device>('DESKTOP');
  const [discarding, setDiscarding] = useState(false);
  const close = () => (changed ? setDiscarding(true) : props.onClose());
  const section = form.values.section;
  const edit = (next: SectionDraft) => form.set('section', next);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <form noValidate data-testid="section-form" onSubmit={(event) => void form.submit(event)}>
          <DialogBody>
            <DialogTitle>
              {props.component ? t('editor.editTitle', { name: props.component.name }) : t('editor.newTitle')}
            </DialogTitle>
            <DialogContent className={styles.content}>
              <FormMessage message={form.formError} />
              <div className={styles.row}>
                <Field label={t('editor.name')} validationMessage={form.error('name')}>
                  <Input
                    id="section-name"
                    value={form.values.name}
                    onChange={(_, d) => form.set('name', d.value)}
                  />
                </Field>
                <Field label={t('editor.columns')} validationMessage={form.error('section.columns')}>
                  <Select
                    id="section-columns"
                    value={String(section.columns.length)}
                    onChange={(_, d) => edit(withColumnCount(section, d.value === '1' ? 1 : 2))}
                  >
                    <option value="1">1</option>
                    <option value="2">2</option>
                  </Select>
                </Field>
              </div>
              <DeviceSwitch device={device} onChange={setDevice} />
              <Subtitle1 as="h3" block>
                {t('editor.sectionLayout', { device: t(`device.${device}`) })}
              </Subtitle1>
              <LayoutEditor
                idPrefix="section"
                layout={section.cssLayouts[device]}
                errorOf={(field: keyof CssLayout) => form.error(`section.cssLayouts.${device}.${field}`)}
                onChange={(change) =>
                  edit({ ...section, cssLayouts: withLayout(section.cssLayouts, device, change) })
                }
              />
              <div className={styles.columns}>
                {section.columns.map((column, c) => (
                  <ColumnEditor
                    // A section has at most two columns, known by their place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={c}
                    index={c}
                    column={column}
                    device={device}
                    errorOf={form.error}
                    onType={(type) => edit(updateColumn(section, c, { type }))}
                    onAdd={(type) =>
                      edit(updateColumn(section, c, { elements: [...column.elements, newElement(type)] }))
                    }
                    onElement={(key, change) => edit(updateElement(section, c, key, change))}
                    onMove={(key, by) => edit(moveElement(section, c, key, by))}
                    onRemove={(key) => edit(removeElement(section, c, key))}
                  />
                ))}
              </div>
              <Subtitle1 as="h3" block>
                {t('preview.heading')}
              </Subtitle1>
              <SectionPreview section={previewOf(section)} device={device} />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('editor.cancel')}</Button>
              {stale && (
                <Button onClick={() => void reload()} data-testid="section-reload">
                  {t('editor.reload')}
                </Button>
              )}
              <SubmitButton busy={form.submitting}>{t('editor.save')}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
        {/* Nested in the editor's surface: a click in it is not a click outside the editor. */}
        <ConfirmDialog
          open={discarding}
          title={t('editor.discardTitle')}
          confirmLabel={t('editor.discard')}
          onCancel={() => setDiscarding(false)}
          onConfirm={props.onClose}
        >
          {t('editor.discardText')}
        </ConfirmDialog>
      </DialogSurface>
    </Dialog>
  );
}
