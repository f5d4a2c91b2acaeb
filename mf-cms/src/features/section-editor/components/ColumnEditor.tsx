import { Button, Field, makeStyles, Subtitle1, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import {
  COLUMN_TYPES,
  type ColumnType,
  type Device,
  ELEMENT_TYPES,
  type ElementType,
} from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDraft, ElementDraft } from '../section-draft.ts';
import { ElementEditor } from './ElementEditor.tsx';

const useStyles = makeStyles({
  column: {
    flex: '1 1 320px',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** One column of the section: its type, its elements in order, and a way to add one. */
export function ColumnEditor(props: {
  readonly index: number;
  readonly column: ColumnDraft;
  readonly device: Device;
  readonly errorOf: (path: string) => string | undefined;
  readonly onType: (type: ColumnType) => void;
  readonly onAdd: (type: ElementType) => void;
  readonly onElement: (key: string, change: Partial<ElementDraft>) => void;
  readonly onMove: (key: string, by: -1 | 1) => void;
  readonly onRemove: (key: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const [adding, setAdding] = useState<ElementType>('H1');
  const number = props.index + 1;
  const { elements } = props.column;
  return (
    <div className={styles.column} data-testid="column-editor">
      <Subtitle1 as="h3" block>
        {t('column.title', { number })}
      </Subtitle1>
      <Field label={t('column.type')}>
        <Select
          id={`column-${props.index}-type`}
          value={props.column.type}
          onChange={(_, d) => props.onType(d.value as ColumnType)}
        >
          {COLUMN_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`column.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {elements.map((element, i) => (
        <ElementEditor
          key={element.key}
          element={element}
          path={`section.columns.${props.index}.elements.${i}`}
          device={props.device}
          first={i === 0}
          last={i === elements.length - 1}
          errorOf={props.errorOf}
          onChange={(change) => props.onElement(element.key, change)}
          onMove={(by) => props.onMove(element.key, by)}
          onRemove={() => props.onRemove(element.key)}
        />
      ))}
      <div className={styles.add}>
        <Field label={t('column.newElement', { number })}>
          <Select
            id={`column-${props.index}-new`}
            value={adding}
            onChange={(_, d) => setAdding(d.value as ElementType)}
          >
            {ELEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`element.type.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={() => props.onAdd(adding)} data-testid={`column-${props.index}-add`}>
          {t('column.add')}
        </Button>
      </div>
    </div>
  );
}
