import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import {
  BORDER_STYLES,
  type BorderStyle,
  type CssLayout,
  MAX_BORDER_WIDTH,
  MAX_PADDING,
  TEXT_ALIGNS,
  type TextAlign,
  WIDTH_UNITS,
  type WidthUnit,
} from '@cenacle/shared-domain/content/rules';
import { useTranslation } from 'react-i18next';
import { PalettePicker } from './PalettePicker.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  wide: { gridColumn: '1 / -1' },
});

const PADDINGS = ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;

/** A whole number typed in a field; blank is `blank`. */
const wholeNumber = (text: string, blank: number | null) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : blank;
};

/**
 * One device's layout of a section or an element: width (px or %), paddings, border, colours of the
 * palette, alignment. `errorOf` names the server's or the contract's error of a field, if any.
 */
export function LayoutEditor(props: {
  readonly idPrefix: string;
  readonly layout: CssLayout;
  readonly onChange: (change: Partial<CssLayout>) => void;
  readonly errorOf: (field: keyof CssLayout) => string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const { layout, onChange } = props;
  const number = (field: 'borderWidth' | (typeof PADDINGS)[number], max: number) => (
    <Field key={field} label={t(`layout.${field}`)} validationMessage={props.errorOf(field)}>
      <Input
        id={`${props.idPrefix}-${field}`}
        type="number"
        min={0}
        max={max}
        value={String(layout[field])}
        onChange={(_, d) => onChange({ [field]: wholeNumber(d.value, 0) ?? 0 })}
      />
    </Field>
  );
  return (
    <div className={styles.grid} data-testid={`${props.idPrefix}-layout`}>
      <Field label={t('layout.width')} validationMessage={props.errorOf('width')}>
        <Input
          id={`${props.idPrefix}-width`}
          type="number"
          min={0}
          value={layout.width === null ? '' : String(layout.width)}
          placeholder={t('layout.naturalWidth')}
          onChange={(_, d) => onChange({ width: wholeNumber(d.value, null) })}
        />
      </Field>
      <Field label={t('layout.widthUnit')}>
        <Select
          id={`${props.idPrefix}-widthUnit`}
          value={layout.widthUnit}
          onChange={(_, d) => onChange({ widthUnit: d.value as WidthUnit })}
        >
          {WIDTH_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </Field>
      {PADDINGS.map((field) => number(field, MAX_PADDING))}
      <Field label={t('layout.borderStyle')}>
        <Select
          id={`${props.idPrefix}-borderStyle`}
          value={layout.borderStyle}
          onChange={(_, d) => onChange({ borderStyle: d.value as BorderStyle })}
        >
          {BORDER_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`layout.border.${style}`)}
            </option>
          ))}
        </Select>
      </Field>
      {number('borderWidth', MAX_BORDER_WIDTH)}
      <Field label={t('layout.textAlign')}>
        <Select
          id={`${props.idPrefix}-textAlign`}
          value={layout.textAlign ?? ''}
          onChange={(_, d) => onChange({ textAlign: (d.value || null) as TextAlign | null })}
        >
          <option value="">{t('layout.align.inherit')}</option>
          {TEXT_ALIGNS.map((align) => (
            <option key={align} value={align}>
              {t(`layout.align.${align}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.wide}>
        <PalettePicker
          label={t('layout.borderColor')}
          value={layout.borderColor}
          onChange={(borderColor) => onChange({ borderColor })}
        />
        <PalettePicker
          label={t('layout.backgroundColor')}
          value={layout.backgroundColor}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
        />
        <PalettePicker
          label={t('layout.color')}
          value={layout.color}
          onChange={(color) => onChange({ color })}
        />
      </div>
    </div>
  );
}
