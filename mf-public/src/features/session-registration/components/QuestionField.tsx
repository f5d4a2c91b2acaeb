import { Body1, Field, Input, Subtitle2 } from '@cenacle/kit/ui';
import { chosenOptions, GENDERS, TICKED } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import type { FormItemView } from '../api/registration-types.ts';
import { tickOption } from '../model/answers.ts';
import { useControlStyles } from './controls.styles.ts';

interface QuestionFieldProps {
  readonly item: FormItemView;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly disabled: boolean;
}

/** Options as ticks (CHECKBOX) or one choice (RADIO, PRICE, GENDER), natively. */
function Choices(
  props: QuestionFieldProps & { readonly options: readonly string[]; readonly many: boolean },
) {
  const styles = useControlStyles();
  const { t } = useTranslation('public');
  const { item, value, many } = props;
  const ticked = many ? chosenOptions(item, value) : [value];
  const label = (option: string) =>
    item.type === 'GENDER' ? t(`registration.gender.${option as 'MALE'}`) : option;
  return (
    <Field
      label={item.question}
      required={item.required}
      validationMessage={props.error}
      data-testid={`question-${item.id}`}
    >
      {(control) => (
        <div {...control} role={many ? 'group' : 'radiogroup'} className={styles.choices}>
          {props.options.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                className={styles.mark}
                type={many ? 'checkbox' : 'radio'}
                name={item.id}
                value={option}
                checked={ticked.includes(option.trim())}
                disabled={props.disabled}
                onChange={(event) =>
                  props.onChange(many ? tickOption(item, value, option, event.target.checked) : option)
                }
              />
              {label(option)}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

/** One item of the session's registration form, by its type. */
export function QuestionField(props: QuestionFieldProps) {
  const styles = useControlStyles();
  const { item } = props;
  switch (item.type) {
    case 'TITLE':
      return <Subtitle2 as="h2">{item.question}</Subtitle2>;
    case 'DESCRIPTION':
    case 'INFO':
      return <Body1 as="p">{item.question}</Body1>;
    case 'RADIO':
    case 'PRICE':
      return <Choices {...props} options={item.options} many={false} />;
    case 'GENDER':
      return <Choices {...props} options={GENDERS} many={false} />;
    case 'CHECKBOX':
      if (item.options.length > 0) return <Choices {...props} options={item.options} many />;
      return (
        <Field validationMessage={props.error} required={item.required} data-testid={`question-${item.id}`}>
          <label className={styles.choice}>
            <input
              className={styles.mark}
              type="checkbox"
              required={item.required}
              checked={props.value === TICKED}
              disabled={props.disabled}
              onChange={(event) => props.onChange(event.target.checked ? TICKED : '')}
            />
            {item.question}
            {item.required && (
              <span className={styles.star} aria-hidden="true">
                *
              </span>
            )}
          </label>
        </Field>
      );
    case 'LONG_TEXT':
      return (
        <Field label={item.question} required={item.required} validationMessage={props.error}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              value={props.value}
              disabled={props.disabled}
              onChange={(event) => props.onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case 'AGE':
      return (
        <Field label={item.question} required={item.required} validationMessage={props.error}>
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            value={props.value}
            disabled={props.disabled}
            onChange={(_, data) => props.onChange(data.value)}
          />
        </Field>
      );
    case 'TEXT':
      return (
        <Field label={item.question} required={item.required} validationMessage={props.error}>
          <Input
            value={props.value}
            disabled={props.disabled}
            onChange={(_, data) => props.onChange(data.value)}
          />
        </Field>
      );
  }
}
