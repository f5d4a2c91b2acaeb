import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import { PALETTE, type PaletteColour } from '@cenacle/shared-domain/content/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXS,
    alignItems: 'center',
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS, width: '100%' },
  swatch: {
    minWidth: '28px',
    width: '28px',
    height: '28px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  chosen: { outline: `3px solid ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
});

/** One colour of the fixed palette of 10 (spec §9), or none. */
export function PalettePicker(props: {
  readonly label: string;
  readonly value: PaletteColour | null;
  readonly onChange: (colour: PaletteColour | null) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{props.label}</legend>
      <Button
        size="small"
        appearance={props.value === null ? 'primary' : 'secondary'}
        aria-pressed={props.value === null}
        onClick={() => props.onChange(null)}
      >
        {t('layout.noColour')}
      </Button>
      {PALETTE.map((colour) => (
        <Button
          key={colour}
          className={`${styles.swatch} ${props.value === colour ? styles.chosen : ''}`}
          style={{ backgroundColor: colour }}
          aria-pressed={props.value === colour}
          aria-label={t('layout.colour', { colour })}
          onClick={() => props.onChange(colour)}
        />
      ))}
    </fieldset>
  );
}
