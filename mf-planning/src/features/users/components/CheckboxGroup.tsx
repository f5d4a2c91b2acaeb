import { Caption1, makeStyles, tokens } from '@cenacle/kit/ui';
import { Checkbox } from '@cenacle/kit/ui-extended';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS, fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground1, paddingLeft: tokens.spacingHorizontalXXS },
  error: { flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
});

interface CheckboxGroupProps {
  readonly label: string;
  readonly name: string;
  readonly required?: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly selected: readonly string[];
  readonly error: string | undefined;
  readonly onChange: (selected: string[]) => void;
  /** Shown but not changeable (one's own authorities and branches, issue 23 §1). */
  readonly disabled?: boolean;
}

/**
 * A required multiple choice (authorities, branches) with its error under it. A fieldset with its
 * legend, not a Fluent Field: a Field hands its one control id to every checkbox inside it, so each
 * label would point at the first box.
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const styles = useStyles();
  const errorId = `${props.name}-error`;
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <fieldset
      className={styles.group}
      data-testid={`${props.name}-choices`}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </legend>
      {props.options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          name={props.name}
          value={option.value}
          checked={props.selected.includes(option.value)}
          disabled={props.disabled}
          onChange={(_, data) => toggle(option.value, data.checked === true)}
        />
      ))}
      {props.error && (
        <Caption1 id={errorId} role="alert" className={styles.error}>
          {props.error}
        </Caption1>
      )}
    </fieldset>
  );
}
