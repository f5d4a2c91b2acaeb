import { chosenOptions, GENDERS, TICKED } from '@cenacle/shared-domain/registration/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormItemView } from '../api/registration-types.ts';
import { tickOption } from '../model/answers.ts';
import { Field, FieldError, RequiredMark } from './Field.tsx';
import styles from './registration.module.css';

interface QuestionFieldProps {
  readonly item: FormItemView;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/** Options as ticks (CHECKBOX) or one choice (RADIO, PRICE, GENDER): a fieldset named by its legend. */
function Choices(
  props: QuestionFieldProps & { readonly options: readonly string[]; readonly many: boolean },
) {
  const { t } = useTranslation('public');
  const errorId = `${useId()}-error`;
  const { item, value, many, error } = props;
  const ticked = many ? chosenOptions(item, value) : [value];
  const label = (option: string) =>
    item.type === 'GENDER' ? t(`registration.gender.${option as 'MALE'}`) : option;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? errorId : undefined}
      data-testid={`question-${item.id}`}
    >
      <legend>
        {item.question}
        {item.required && <RequiredMark />}
      </legend>
      {props.options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            className={styles.mark}
            type={many ? 'checkbox' : 'radio'}
            name={item.id}
            value={option}
            // One choice: the browser knows the group is required; ticks: any number may be left.
            required={!many && item.required}
            aria-invalid={Boolean(error)}
            checked={ticked.includes(option.trim())}
            onChange={(event) =>
              props.onChange(many ? tickOption(item, value, option, event.target.checked) : option)
            }
          />
          {label(option)}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A single tick (an agreement): the question is its label. */
function Agreement(props: QuestionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { item, error } = props;
  return (
    <div className={styles.field} data-testid={`question-${item.id}`}>
      <label className={styles.choice} htmlFor={id}>
        <input
          id={id}
          className={styles.mark}
          type="checkbox"
          required={item.required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          checked={props.value === TICKED}
          onChange={(event) => props.onChange(event.target.checked ? TICKED : '')}
        />
        <span>
          {item.question}
          {item.required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** One item of the session's registration form, by its type. */
export function QuestionField(props: QuestionFieldProps) {
  const { item } = props;
  switch (item.type) {
    case 'TITLE':
      return <h2>{item.question}</h2>;
    case 'DESCRIPTION':
    case 'INFO':
      return <p>{item.question}</p>;
    case 'RADIO':
    case 'PRICE':
      return <Choices {...props} options={item.options} many={false} />;
    case 'GENDER':
      return <Choices {...props} options={GENDERS} many={false} />;
    case 'CHECKBOX':
      if (item.options.length > 0) return <Choices {...props} options={item.options} many />;
      return <Agreement {...props} />;
    case 'LONG_TEXT':
      return (
        <Field label={item.question} required={item.required} error={props.error}>
          {(control) => (
            <textarea
              {...control}
              className={styles.input}
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case 'AGE':
      return (
        <Field label={item.question} required={item.required} error={props.error}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="number"
              min={0}
              inputMode="numeric"
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case 'TEXT':
      return (
        <Field label={item.question} required={item.required} error={props.error}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
            />
          )}
        </Field>
      );
  }
}
