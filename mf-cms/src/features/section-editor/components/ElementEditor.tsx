import { Button, Field, Input, makeStyles, Subtitle2, tokens } from '@cenacle/kit/ui';
import type { CssLayout, Device } from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../files/PhotoUpload.tsx';
import { RichTextField } from '../../rich-text/RichTextField.tsx';
import { type ElementDraft, withLayout } from '../section-draft.ts';
import { LayoutEditor } from './LayoutEditor.tsx';

const useStyles = makeStyles({
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { flexGrow: 1 },
});

/**
 * One element of a column: its words, rich text, link or photo by type, its place in the column,
 * and its layout on the device being previewed. `path` is its request path (`section.columns.0.elements.1`).
 */
export function ElementEditor(props: {
  readonly element: ElementDraft;
  readonly path: string;
  readonly device: Device;
  readonly first: boolean;
  readonly last: boolean;
  readonly errorOf: (path: string) => string | undefined;
  readonly onChange: (change: Partial<ElementDraft>) => void;
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const [layoutOpen, setLayoutOpen] = useState(false);
  const { element, path } = props;
  const id = `element-${element.key}`;
  const typeName = t(`element.type.${element.type}`);
  const words = (label: string) => (
    <Field label={label} validationMessage={props.errorOf(`${path}.content`)}>
      <Input
        id={`${id}-content`}
        value={element.content}
        onChange={(_, d) => props.onChange({ content: d.value })}
      />
    </Field>
  );
  return (
    <div className={styles.card} data-testid="element-editor" data-type={element.type}>
      <div className={styles.head}>
        <Subtitle2 className={styles.title}>{typeName}</Subtitle2>
        <Button
          size="small"
          appearance="subtle"
          disabled={props.first}
          aria-label={t('element.up', { type: typeName })}
          onClick={() => props.onMove(-1)}
        >
          ↑
        </Button>
        <Button
          size="small"
          appearance="subtle"
          disabled={props.last}
          aria-label={t('element.down', { type: typeName })}
          onClick={() => props.onMove(1)}
        >
          ↓
        </Button>
        <Button
          size="small"
          appearance="subtle"
          aria-expanded={layoutOpen}
          onClick={() => setLayoutOpen((open) => !open)}
        >
          {t('element.layout', { device: t(`device.${props.device}`) })}
        </Button>
        <Button
          size="small"
          appearance="subtle"
          aria-label={t('element.remove', { type: typeName })}
          onClick={props.onRemove}
        >
          ✕
        </Button>
      </div>
      {(element.type === 'H1' || element.type === 'H2') && words(t('element.heading'))}
      {(element.type === 'COLUMN' || element.type === 'SECTION') && words(t('element.words'))}
      {element.type === 'BUTTON' && (
        <>
          {words(t('element.buttonLabel'))}
          <Field
            label={t('element.url')}
            hint={t('element.urlHint')}
            validationMessage={props.errorOf(`${path}.url`)}
          >
            <Input
              id={`${id}-url`}
              value={element.url}
              onChange={(_, d) => props.onChange({ url: d.value })}
            />
          </Field>
        </>
      )}
      {element.type === 'TEXT' && (
        <RichTextField
          id={`${id}-text`}
          label={t('element.text')}
          value={element.content}
          error={props.errorOf(`${path}.content`)}
          onChange={(content) => props.onChange({ content })}
        />
      )}
      {element.type === 'PHOTO' && (
        <>
          <Field label={t('element.photo')} validationMessage={props.errorOf(`${path}.file`)}>
            <PhotoUpload
              id={`${id}-photo`}
              value={element.file}
              alt={element.content}
              onChange={(file) => props.onChange({ file })}
            />
          </Field>
          {words(t('element.alt'))}
        </>
      )}
      {layoutOpen && (
        <LayoutEditor
          idPrefix={id}
          layout={element.cssLayouts[props.device]}
          errorOf={(field: keyof CssLayout) => props.errorOf(`${path}.cssLayouts.${props.device}.${field}`)}
          onChange={(change) =>
            props.onChange({ cssLayouts: withLayout(element.cssLayouts, props.device, change) })
          }
        />
      )}
    </div>
  );
}
