import { Field, makeStyles, tokens } from '@cenacle/kit/ui';
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
});

interface CheckboxGroupProps {
  readonly label: string;
  readonly name: string;
  readonly required?: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly selected: readonly string[];
  readonly error: string | undefined;
  readonly onChange: (selected: string[]) => void;
}

/** A required multiple choice (authorities, branches) with its error under it. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const styles = useStyles();
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <Field label={props.label} required={props.required} validationMessage={props.error}>
      <fieldset className={styles.group} aria-label={props.label} data-testid={`${props.name}-choices`}>
        {props.options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            name={props.name}
            value={option.value}
            checked={props.selected.includes(option.value)}
            onChange={(_, data) => toggle(option.value, data.checked === true)}
          />
        ))}
      </fieldset>
    </Field>
  );
}
